"""A custom amp.LossScaler built on ``mindspore.amp._grad_scale_map`` / ``_grad_unscale_map`` (MindSpore 2.10's
LossScaler docstring example, completed): scale / unscale a tuple of gradients (float32 and float16) and adjust
the scale with a select on ``grads_finite``."""
import numpy as np
import mindspore as ms
from mindspore.amp import LossScaler, _grad_scale_map, _grad_unscale_map, all_finite
from mindspore import ops, Parameter, Tensor
from mindspore.common import dtype as mstype
from _conf import emit_error

MODES = ("pynative",)


class MyLossScaler(LossScaler):
    def __init__(self, scale_value):
        self.scale_value = Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")
        self.scale_factor = 2

    def scale(self, inputs):
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        scale_mul_factor = self.scale_value * self.scale_factor
        scale_value = ops.select(grads_finite, scale_mul_factor, self.scale_value)
        ops.assign(self.scale_value, scale_value)
        return True


G = (Tensor(np.array([0.5, -1.0], np.float32)), Tensor(np.array([[2.0, 0.25]], np.float16)))
scaler = MyLossScaler(1024)
emit_error("scale", scaler.scale, G)
emit_error("unscale", scaler.unscale, G)
emit_error("roundtrip", lambda: scaler.unscale(scaler.scale(G)))
emit_error("adjust_finite", lambda: (scaler.adjust(all_finite(G)), scaler.scale_value.asnumpy()))
emit_error("adjust_inf", lambda: (scaler.adjust(all_finite((Tensor(np.array([np.inf], np.float32)),))),
                                  scaler.scale_value.asnumpy()))
