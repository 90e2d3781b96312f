import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../storage';
import { AccountEntity } from './account.entity';
import { AccountsService } from './accounts.service';
import { AdminAccountController } from './admin-account.controller';
import { AdminAuthController } from './admin-auth.controller';
import { PublicShopImagesController } from './public-shop-images.controller';
import { AuthService } from './auth.service';
import { JWT_SECRET } from '../../config/jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { LoginFailureEntity } from './login-failure.entity';
import { PasswordHasher } from './password-hasher';
import { RevokedTokenEntity } from './revoked-token.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccountEntity, RevokedTokenEntity, LoginFailureEntity]),
    PassportModule,
    StorageModule,
    JwtModule.registerAsync({
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({ secret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AdminAuthController, AdminAccountController, PublicShopImagesController],
  providers: [AccountsService, AuthService, PasswordHasher, JwtStrategy],
  exports: [AccountsService],
})
export class AccountsModule {}
