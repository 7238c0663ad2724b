throw new Error('boom');
