"""nn.SGD and nn.Momentum (MindSpore's SGD and ApplyMomentum update rules)."""
from __future__ import annotations

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Parameter
from .. import _checks as chk
from .optimizer import Optimizer, one_minus_f32, opt_init_args_register

__all__ = ["SGD", "Momentum"]


class SGD(Optimizer):
    """Stochastic gradient descent with optional momentum, dampening and Nesterov.

    Per step, with ``g`` the gradient (plus ``weight_decay * p``)::

        accum = g on the first step, else momentum * accum + (1 - dampening) * g
        p -= lr * (g + momentum * accum  if nesterov else  accum)      (momentum > 0)
        p -= lr * g                                                     (momentum == 0, dampening == 0)
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, int) and not isinstance(momentum, bool):
            momentum = float(momentum)
        if not isinstance(momentum, float):
            raise TypeError(f"For 'SGD', the argument 'momentum' must be float type, but got {type(momentum)}.")
        if momentum < 0.0:
            raise ValueError(f"For 'SGD', the argument 'momentum' must be at least 0.0, but got {momentum}.")
        if isinstance(dampening, int) and not isinstance(dampening, bool):
            dampening = float(dampening)
        if not isinstance(dampening, float):
            raise TypeError(f"For 'SGD', the argument 'dampening' must be float type, but got {type(dampening)}.")
        if dampening < 0.0:
            raise ValueError(f"For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' "
                             f"{dampening}")
        chk.bool_value(nesterov, "nesterov", "SGD")
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError(f"For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must "
                             f"equal to 0.0, but got 'momentum' {momentum}, 'dampening' {dampening}.")
        if self.dynamic_weight_decay:
            raise TypeError("For 'SGD', dynamic weight decay is currently not supported, the argument "
                            "'weight_decay' or 'weight_decay' set in grouped 'params' must be float or int type.")
        self.dampening = dampening
        self._one_minus_dampening = one_minus_f32(self.dampening)   # float32, as MindSpore's kernels
        self.nesterov = nesterov
        self.use_momentum = momentum > 0.0
        self.momentum = Parameter(np.asarray(momentum, np.float32), name="momentum")
        self.accum = self._state("accum", "zeros")
        self.stat = self._state("stat", "ones")
        self._kernel = ops.SGD(dampening, 0.0, nesterov)

    def construct(self, gradients):
        for param in self.parameters:   # MindSpore's SGD kernel: float16 / float32 only (measured, session 33)
            if param.dtype not in (mstype.float16, mstype.float32):
                raise TypeError(f"For 'SGD', the element of 'parameters' must be one of Tensor[Float16], "
                                f"Tensor[Float32], but got Ref[Tensor[{param.dtype}]].")
        gradients, lrs = self.prepare_step(gradients)
        # MindSpore's SGD kernel converts a float16 gradient to a float32 Parameter's dtype (its float32 kernel; the
        # 0-d learning rate would otherwise keep the product float16; session 38, adapt38ut/optim_dtypes)
        gradients = tuple(ops.cast(g, p.dtype) if p.dtype == mstype.float32 and g.dtype == mstype.float16 else g
                          for p, g in zip(self.parameters, gradients))
        if any(p.dtype == mstype.float16 for p in self.parameters):
            # float16 Parameters: MindSpore's SGD kernel, in float16 (measured, session 33)
            for param, grad, accum, stat, lr in zip(self.parameters, gradients, self.accum, self.stat, lrs):
                self._kernel(param, grad, lr, accum, self.momentum, stat)
            return self.updated_flags
        if self.use_momentum:
            momentum = self.momentum
            for param, grad, accum, stat, lr in zip(self.parameters, gradients, self.accum, self.stat, lrs):
                running = accum * momentum + grad * self._one_minus_dampening
                new_accum = stat * grad + (1.0 - stat) * running
                ops.assign(accum, new_accum)
                ops.assign(stat, ops.zeros_like(stat))
                if self.nesterov:
                    step = grad + new_accum * momentum
                else:
                    step = new_accum
                ops.assign(param, param - lr * step)
        else:
            for param, grad, lr in zip(self.parameters, gradients, lrs):
                ops.assign(param, param - lr * grad)
        return self.updated_flags


class Momentum(Optimizer):
    """Momentum SGD (MindSpore's ApplyMomentum)::

        accum = momentum * accum + g
        p -= lr * accum

    ``use_nesterov`` is accepted and kept, but MindSpore 2.10's CPU ApplyMomentum kernel ignores it
    (recorded: tests/conformance/programs/optim/optimizers.py, ``momentum_nesterov_wd``), and so does
    msgraph, to give the same numbers (docs/differences.md).
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0, use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        chk.value_type(momentum, "momentum", [float], "Momentum")
        if momentum < 0.0:
            raise ValueError(f"For 'Momentum', the argument 'momentum' must be at least 0.0, but got {momentum}")
        self.momentum = Parameter(np.asarray(momentum, np.float32), name="momentum")
        self.use_nesterov = chk.bool_value(use_nesterov, "use_nesterov", "Momentum")
        self.params = self.parameters
        self.moments = self._state("moments", "zeros")
        self.opt = ops.ApplyMomentum(use_nesterov=self.use_nesterov)

    def construct(self, gradients):
        gradients, lrs = self.prepare_step(gradients)
        momentum = self.momentum
        for param, grad, moment, lr in zip(self.parameters, gradients, self.moments, lrs):
            self.opt(param, moment, lr, grad, momentum)
        return self.updated_flags
