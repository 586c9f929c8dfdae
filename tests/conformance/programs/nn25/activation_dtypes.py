"""Activation layers run MindSpore 2.10's primitives, whose CPU kernels refuse some dtypes with a TypeError:
ELU/Mish/Softsign/CELU integer and bool inputs, HSwish bool, ReLU6/HShrink/SoftShrink float64 too; GLU on a 0-d
input is Split's ValueError.  Float inputs keep their values."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

xs = {"f64": Tensor(np.array([-1.5, 0.25, 2.0])), "i32": Tensor(np.array([-1, 0, 2], np.int32)),
      "bool": Tensor(np.array([True, False, True]))}
layers = {"elu": nn.ELU, "mish": nn.Mish, "softsign": nn.Softsign, "celu": nn.CELU, "hswish": nn.HSwish,
          "relu6": nn.ReLU6, "hshrink": nn.HShrink, "softshrink": nn.SoftShrink}
for name, cls in layers.items():
    for k, x in xs.items():
        emit_error(f"{name}_{k}", lambda: cls()(x).asnumpy())
fns = {"elu": ops.elu, "mish": ops.mish, "softsign": ops.softsign, "celu": ops.celu, "hardswish": ops.hardswish,
       "relu6": ops.relu6, "hardshrink": ops.hardshrink}
for name, fn in fns.items():
    emit_error(f"fn_{name}_i32", lambda: fn(xs["i32"]).asnumpy())
emit_error("fn_softshrink_f64", lambda: ops.softshrink(xs["f64"]).asnumpy())
emit_error("prim_mish_i32", lambda: ops.Mish()(xs["i32"]).asnumpy())
emit_error("prim_hswish_bool", lambda: ops.HSwish()(xs["bool"]).asnumpy())
x = Tensor(np.array([[-1.5, 0.25, 2.0, -0.75]], np.float32))
for name, cls in layers.items():
    net = cls()
    emit(f"{name}_f32", net(x), rtol=1e-5, atol=1e-6)
    emit(f"{name}_f32_grad", ms.grad(net)(x), rtol=1e-5, atol=1e-6)
emit_error("glu_0d", lambda: nn.GLU()(Tensor(np.array(1.0, np.float32))).asnumpy())
