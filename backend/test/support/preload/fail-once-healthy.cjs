/* global process, setInterval, clearInterval, setImmediate, fetch */
// Loaded with --require before main.js: once the server answers its health check, an error that
// nothing catches is raised (FATAL_KIND: a thrown exception or a rejected promise nobody handles).
const health = `http://127.0.0.1:${process.env.PORT}/api/health`;
let raised = false;
const poll = setInterval(() => {
  fetch(health)
    .then((response) => {
      if (!response.ok || raised) return;
      raised = true;
      clearInterval(poll);
      const error = new Error('Onverwacht in de test');
      if (process.env.FATAL_KIND === 'unhandledRejection') void Promise.reject(error);
      else
        setImmediate(() => {
          throw error;
        });
    })
    .catch(() => undefined);
}, 100);
