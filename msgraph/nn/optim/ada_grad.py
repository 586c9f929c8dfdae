"""nn.Adagrad (MindSpore's ApplyAdagrad rule)."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from .. import _checks as chk
from .optimizer import Optimizer, lr_per_param, opt_init_args_register

__all__ = ["Adagrad"]


class Adagrad(Optimizer):
    """Adaptive gradient::

        accum += g * g          (accum starts at ``accum``)
        p -= lr * g / sqrt(accum)

    MindSpore 2.10's CPU ApplyAdagrad kernel ignores ``update_slots=False`` (accum is updated all the same: measured,
    session 36, adapt36nn/adagrad_update_slots), and so does this optimizer.
    """

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, update_slots=True, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        chk.value_type(accum, "accum", [float], "Adagrad")
        chk.value_type(update_slots, "update_slots", [bool], "Adagrad")
        chk.non_negative_float(accum, "accum", "Adagrad")
        self.update_slots = update_slots
        self.accum = self._state("accum", accum)
        self._kernel = ops.ApplyAdagrad(update_slots=update_slots)

    def construct(self, grads):
        grads = self.decay_weight(grads)
        grads = self.gradients_centralization(grads)
        grads = self.scale_grad(grads)
        lrs = lr_per_param(self, self.get_lr())
        ops.assign_add(self.global_step, 1)
        if any(p.dtype in (mstype.float16, mstype.float64) for p in self.parameters):
            # float16 Parameters: MindSpore's ApplyAdagrad kernel, in float16 (measured, session 33); float64 ones:
            # its float32 kernel with the float32 learning rate, cast back (session 38)
            for param, grad, accum, lr in zip(self.parameters, grads, self.accum, lrs):
                self._kernel(param, accum, lr, grad)
            return self.updated_flags
        for param, grad, accum, lr in zip(self.parameters, grads, self.accum, lrs):
            if grad.dtype != param.dtype and grad.dtype == mstype.float16:
                grad = ops.cast(grad, param.dtype)   # ApplyAdagrad's signature converts it (adapt38ut/optim_dtypes)
            new_accum = accum + grad * grad
            ops.assign(accum, new_accum)
            ops.assign(param, param - lr * grad / ops.sqrt(new_accum))
        return self.updated_flags
