"""nn.RMSProp (MindSpore's ApplyRMSProp / ApplyCenteredRMSProp rules)."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from .. import _checks as chk
from .optimizer import Optimizer, one_minus_f32, opt_init_args_register

__all__ = ["RMSProp"]


class RMSProp(Optimizer):
    """Root-mean-square propagation::

        ms  = ms + (g*g - ms) * (1 - decay)                    (mean_square, starts at 1)
        centered:  mg = mg + (g - mg) * (1 - decay);  denom = ms - mg*mg + epsilon
        otherwise: denom = ms + epsilon
        mom = momentum * mom + lr * g / sqrt(denom)            (moment, starts at 0)
        (not centered, float32: MindSpore's CPU kernel takes sqrt(ms) + epsilon for all but the last
        size % 8 elements -- ops/sparse_optim.rmsprop_eps_outside)
        p  -= mom
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, decay=0.9, momentum=0.0, epsilon=1e-10, use_locking=False,
                 centered=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        chk.value_type(decay, "decay", [float], "RMSProp")
        chk.non_negative_float(decay, "decay", "RMSProp")
        chk.value_type(momentum, "momentum", [float], "RMSProp")
        chk.non_negative_float(momentum, "momentum", "RMSProp")
        chk.value_type(epsilon, "epsilon", [float], "RMSProp")
        chk.positive_float(epsilon, "epsilon", "RMSProp")
        chk.bool_value(use_locking, "use_locking", "RMSProp")
        chk.bool_value(centered, "centered", "RMSProp")
        self.centered = centered
        if centered:
            self.mg = self._state("mean_grad", "zeros")
        self.ms = self._state("mean_square", "ones")
        self.moment = self._state("moment", "zeros")
        self.momentum = momentum
        self.epsilon = epsilon
        self.decay = decay
        self._one_minus_decay = one_minus_f32(self.decay)   # float32, as MindSpore's kernels
        self._opt = ops.ApplyRMSProp()
        self._centered_opt = ops.ApplyCenteredRMSProp()

    def construct(self, gradients):
        gradients, lrs = self.prepare_step(gradients)
        for param, grad in zip(self.parameters, gradients):   # MindSpore 2.10's kernels' same-type check (session 38)
            if grad.dtype != param.dtype:
                kernel = "ApplyCenteredRMSProp" if self.centered else "ApplyRMSProp"
                raise TypeError(f"For primitive[{kernel}], the input type must be same.")
        if any(p.dtype != mstype.float32 for p in self.parameters):
            return self._run_kernels(gradients, lrs)
        if self.centered:
            for param, grad, mg, ms, mom, lr in zip(self.parameters, gradients, self.mg, self.ms, self.moment, lrs):
                new_ms = ms + (grad * grad - ms) * self._one_minus_decay
                new_mg = mg + (grad - mg) * self._one_minus_decay
                denom = new_ms - new_mg * new_mg + self.epsilon
                new_mom = mom * self.momentum + lr * grad / ops.sqrt(denom)
                ops.assign(ms, new_ms)
                ops.assign(mg, new_mg)
                ops.assign(mom, new_mom)
                ops.assign(param, param - new_mom)
        else:   # the ApplyRMSProp kernel's own float32 arithmetic (ops/sparse_optim._rms_impl; adapt43tr)
            for param, grad, ms, mom, lr in zip(self.parameters, gradients, self.ms, self.moment, lrs):
                self._opt(param, ms, mom, lr, grad, self.decay, self.momentum, self.epsilon)
        return self.updated_flags

    def _run_kernels(self, gradients, lrs):
        # float16 / float64 Parameters: MindSpore casts lr, decay, momentum and epsilon to the gradient's dtype and
        # runs the ApplyRMSProp / ApplyCenteredRMSProp kernels (float16: in float16; float64, not centered: the
        # kernel's TypeError).  Measured, session 33.
        if self.centered:
            for param, grad, mg, ms, mom, lr in zip(self.parameters, gradients, self.mg, self.ms, self.moment, lrs):
                dt = grad.dtype
                self._centered_opt(param, mg, ms, mom, grad, ops.cast(lr, dt), ops.cast(self.decay, dt),
                                   ops.cast(self.momentum, dt), ops.cast(self.epsilon, dt))
        else:
            for param, grad, ms, mom, lr in zip(self.parameters, gradients, self.ms, self.moment, lrs):
                dt = grad.dtype
                self._opt(param, ms, mom, ops.cast(lr, dt), grad, ops.cast(self.decay, dt),
                          ops.cast(self.momentum, dt), ops.cast(self.epsilon, dt))
        return self.updated_flags
