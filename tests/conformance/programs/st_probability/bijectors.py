"""Adapted from tests/st/probability/bijector: the four maps of every bijector, called as methods and by
name inside construct, with float32 / float64 values and array parameters."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.nn.probability.bijector as msb
from mindspore import Tensor
from _conf import emit, emit_error


class Maps(nn.Cell):
    def __init__(self, b):
        super().__init__()
        self.b = b

    def construct(self, x, y):
        return (self.b.forward(x), self.b.inverse(y), self.b.forward_log_jacobian(x),
                self.b('inverse_log_jacobian', y))


x = Tensor(np.array([0.5, 1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.1, 0.3, 0.6, 0.9], np.float32))
cases = {
    "exp": msb.Exp(),
    "power_2": msb.PowerTransform(power=2.0),
    "power_0": msb.PowerTransform(power=0.0),
    "scalar_affine": msb.ScalarAffine(scale=2.0, shift=1.0),
    "scalar_affine_neg": msb.ScalarAffine(scale=-1.5),
    "softplus": msb.Softplus(sharpness=2.0),
    "gumbel_cdf": msb.GumbelCDF(loc=1.0, scale=2.0),
    "invert_softplus": msb.Invert(msb.Softplus(sharpness=2.0)),
    "invert_exp": msb.Invert(msb.Exp()),
}
for name, b in cases.items():
    for k, out in zip(("forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian"), Maps(b)(x, y)):
        emit(f"{name}_{k}", out, rtol=1e-5, atol=1e-6)

# array parameters broadcast against the value; float64 parameters follow the value's dtype
sp = msb.Softplus(sharpness=np.array([[2.0], [4.0]], np.float32))
emit("softplus_batch_forward", Maps(sp)(x, y)[0], rtol=1e-5)
emit("softplus_batch_shape", sp.batch_shape)
g64 = msb.GumbelCDF(loc=np.array([1.0, 2.0], np.float64), scale=np.array([[2.0], [3.0]], np.float64))
emit("gumbel_f64_params_f32_value", Maps(g64)(Tensor(np.array([0.5, 1.0], np.float32)),
                                              Tensor(np.array([0.2, 0.7], np.float32)))[0], rtol=1e-5)
emit("gumbel_f64_value", Maps(g64)(Tensor(np.array([0.5, 1.0], np.float64)),
                                   Tensor(np.array([0.2, 0.7], np.float64)))[3], rtol=1e-9)
emit("softplus_extreme", msb.Softplus()(
    'forward', Tensor(np.array([-30.0, -1.0, 0.0, 1.0, 30.0], np.float32))), rtol=1e-5)
emit("softplus_extreme_inverse", msb.Softplus()(
    'inverse', Tensor(np.array([1e-9, 0.5, 1.0, 30.0], np.float32))), rtol=1e-5)

# properties
b = msb.ScalarAffine(scale=2.0, shift=1.0)
emit("affine_props", (b.name, b.is_constant_jacobian, b.is_injective, b.dtype is None, b.batch_shape,
                      b.is_scalar_batch))
emit("invert_props", (msb.Invert(msb.Exp()).name, msb.Invert(msb.Exp()).is_constant_jacobian,
                      msb.Invert(msb.ScalarAffine()).is_constant_jacobian))
emit("exp_props", (msb.Exp().name, msb.Exp().is_constant_jacobian, msb.Exp().batch_shape))

# errors
emit_error("power_negative", msb.PowerTransform, -1.0)
emit_error("gumbel_scale_zero", msb.GumbelCDF, 0.0, 0.0)
emit_error("affine_mixed_dtypes", msb.ScalarAffine, np.array([1.0], np.float32), np.array([1.0], np.float64))
emit_error("affine_int_param", msb.ScalarAffine, 1, 2)
emit_error("invert_not_bijector", msb.Invert, 1.0)
emit_error("int_value", msb.Exp().forward, Tensor(np.array([1, 2], np.int32)))
