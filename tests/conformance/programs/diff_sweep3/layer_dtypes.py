"""Layers on float16 inputs as MindSpore 2.10: nn.LayerNorm and nn.PReLU cast their float32 parameters to the input's
dtype (float16 out), nn.ClipByNorm returns float32, an inference BatchNorm's input gradient keeps the input's dtype,
GeLU's gradient of a float16 input is computed in float32; nn.Conv1d takes a 3-d weight Tensor (out, in, k);
LayerNorm's begin axes must be in [-1, rank)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error


def W(*shape):
    n = int(np.prod(shape))
    return ms.Tensor(((np.arange(n) % 7 - 3) * 0.1).reshape(shape).astype(np.float32))


class Net(nn.Cell):
    def __init__(self, layer, call=None):
        super().__init__()
        self.l = layer
        self.call = call

    def construct(self, x):
        return self.l(x)


class Clip(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = nn.ClipByNorm()

    def construct(self, x):
        return self.l(x, ms.Tensor(1.0, x.dtype))


x4 = (np.arange(100).reshape(2, 2, 5, 5) * 0.75 - 30.25)
x2 = (np.arange(12).reshape(3, 4) * 0.75 - 4.0)
for dt in ("float32", "float16"):
    tol = 3e-3 if dt == "float16" else None
    t4 = ms.Tensor(x4.astype(dt))
    t2 = ms.Tensor(x2.astype(dt))
    layers = {"layernorm": nn.LayerNorm((5,), gamma_init=W(5), beta_init=W(5)),
              "prelu": nn.PReLU(2, 0.3), "bn_eval": nn.BatchNorm2d(2), "gelu": nn.GELU(), "gelu_erf": nn.GELU(False)}
    for name, layer in layers.items():
        inp = ms.Tensor((x4 * 0.15).astype(dt)) if name.startswith("gelu") else t4
        emit(f"{name}_{dt}", Net(layer)(inp), rtol=tol, atol=tol)
        emit(f"{name}_grad_{dt}", ms.grad(Net(layer))(inp), rtol=tol, atol=tol)
    emit(f"clipbynorm_{dt}", Clip()(t2), rtol=tol)
    emit(f"layernorm_2d_{dt}", Net(nn.LayerNorm((4,)))(t2), rtol=tol, atol=tol)
    emit(f"conv1d_{dt}", Net(nn.Conv1d(4, 2, 3, weight_init=W(2, 4, 3)).to_float(getattr(ms, dt)))(
        ms.Tensor(np.arange(48).reshape(2, 4, 6).astype(dt) * 0.25 - 6)), rtol=tol, atol=tol)
    emit(f"conv1d_pad_grad_{dt}", ms.grad(Net(nn.Conv1d(4, 2, 3, pad_mode="pad", padding=1, weight_init=W(2, 4, 3))))(
        ms.Tensor(np.arange(48).reshape(2, 4, 6).astype("float32") * 0.25 - 6)))

# MindSpore 2.10's LayerNorm takes -1 as its only negative begin axis: -2 on a 4-d input is a RuntimeError
emit_error("layernorm_begin_minus2", Net(nn.LayerNorm((5, 5), -2, -2)), ms.Tensor(x4.astype("float32")))
emit_error("layernorm_prim_minus2", ops.LayerNorm(-2, -2), ms.Tensor(x4.astype("float32")),
           ms.Tensor(np.ones((5, 5), np.float32)), ms.Tensor(np.zeros((5, 5), np.float32)))
emit("layernorm_begin_1", Net(nn.LayerNorm((2, 5, 5), 1, 1))(ms.Tensor(x4.astype("float32"))), rtol=1e-5, atol=1e-6)
