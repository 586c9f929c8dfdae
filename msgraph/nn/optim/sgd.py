"""nn.SGD and nn.Momentum."""
from __future__ import annotations

from ... import ops
from .optimizer import Optimizer

__all__ = ["SGD", "Momentum"]


class SGD(Optimizer):
    """Stochastic gradient descent with optional momentum, dampening and Nesterov.

    Per step, with ``g`` the gradient (plus ``weight_decay * p``)::

        momentum == 0:  p -= lr * g
        otherwise:      accum = g on the first step, else momentum * accum + (1 - dampening) * g
                        p -= lr * (g + momentum * accum  if nesterov else  accum)
    """

    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, bool) or not isinstance(momentum, (int, float)) or momentum < 0:
            raise ValueError(f"For 'SGD', 'momentum' must be a non-negative float, but got {momentum!r}.")
        if isinstance(dampening, bool) or not isinstance(dampening, (int, float)):
            raise TypeError(f"For 'SGD', 'dampening' must be a float, but got {type(dampening).__name__}.")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("For 'SGD', 'nesterov' needs momentum > 0 and dampening == 0.")
        self.momentum = float(momentum)
        self.dampening = float(dampening)
        self.nesterov = bool(nesterov)
        self.accum = self._state("accum", "zeros")
        self.stat = self._state("stat", "ones")

    def construct(self, gradients):
        gradients = self.decay_weight(gradients)
        gradients = self.scale_grad(gradients)
        lr = self.learning_rate
        if self.momentum > 0:
            for param, grad, accum, stat in zip(self.parameters, gradients, self.accum, self.stat):
                running = accum * self.momentum + grad * (1.0 - self.dampening)
                new_accum = stat * grad + (1.0 - stat) * running
                ops.assign(accum, new_accum)
                ops.assign(stat, ops.zeros_like(stat))
                if self.nesterov:
                    step = grad + new_accum * self.momentum
                else:
                    step = new_accum
                ops.assign(param, param - lr * step)
        else:
            for param, grad in zip(self.parameters, gradients):
                ops.assign(param, param - lr * grad)
        ops.assign_add(self.global_step, 1)
        return True


class Momentum(Optimizer):
    """Momentum SGD (MindSpore's ApplyMomentum)::

        accum = momentum * accum + g
        p -= lr * (g + momentum * accum  if use_nesterov else  accum)
    """

    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0, use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, bool) or not isinstance(momentum, (int, float)) or momentum < 0:
            raise ValueError(f"For 'Momentum', 'momentum' must be a non-negative float, but got {momentum!r}.")
        self.momentum = float(momentum)
        self.use_nesterov = bool(use_nesterov)
        self.moments = self._state("moments", "zeros")

    def construct(self, gradients):
        gradients = self.decay_weight(gradients)
        gradients = self.scale_grad(gradients)
        lr = self.learning_rate
        for param, grad, moment in zip(self.parameters, gradients, self.moments):
            new_moment = moment * self.momentum + grad
            ops.assign(moment, new_moment)
            if self.use_nesterov:
                ops.assign(param, param - lr * (grad + new_moment * self.momentum))
            else:
                ops.assign(param, param - lr * new_moment)
        ops.assign_add(self.global_step, 1)
        return True
