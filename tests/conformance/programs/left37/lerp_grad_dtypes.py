"""left37: ops.lerp's gradient is MindSpore 2.10's Lerp bprop (both modes, measured): d start = (1 - w) * dout,
d end = w * dout with ``1 - w`` in the weight's dtype and the products in the promoted dtype of w and dout, not cast
back, so float16 inputs with a Python float weight (a float32 scalar) or a float32 weight Tensor get Float32
gradients (msgraph: Float16, its composition's casts); a weight Tensor's gradient is (end - start) * dout in the
inputs' dtype (Float16 for a float32 weight of float16 inputs), summed over broadcast axes."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit

a16 = np.array([[1.0, 2.5, -3.0, 0.1], [0.7, 0.2, -0.4, 5.5]])
b16 = np.array([4.0, -1.5, 7.0, 0.3])
s16 = np.array([[1.0, 2.0, 3.0, 0.7], [0.3, 1.1, -2.7, 9.9]])
w16 = np.array([0.3, 0.71, 0.5, 0.123])


class N(nn.Cell):
    def construct(self, a, b, w):
        return ops.lerp(a, b, w)


class NW(nn.Cell):
    def __init__(self, w):
        super().__init__()
        self.w = w

    def construct(self, a, b):
        return ops.lerp(a, b, self.w)


for adt, wdt in (("float16", "float16"), ("float16", "float32"), ("float32", "float16"), ("float32", "float32"),
                 ("float16", None), ("float32", None)):
    a, b, s = (Tensor(v.astype(adt)) for v in (a16, b16, s16))
    w = Tensor(w16.astype(wdt)) if wdt else 0.37
    tag = f"{adt}_{wdt or 'pyfloat'}"
    emit(f"fwd_{tag}", N()(a, b, w), rtol=0, atol=0)
    g = ops.GradOperation(get_all=True, sens_param=True)(N())(a, b, w, s)
    emit(f"grad_{tag}", g, rtol=0, atol=0)

a, b = Tensor(a16[0].astype("float16")), Tensor(b16.astype("float16"))
for name, w in (("f16_pyfloat", 0.3), ("f16_t16", Tensor(np.float16(0.3))), ("f16_t32", Tensor(np.float32(0.3)))):
    emit(f"attr_{name}", ops.GradOperation(get_all=True)(NW(w))(a, b), rtol=0, atol=0)


def lerp03(x, y):
    return ops.lerp(x, y, 0.3)


emit("ms_grad_pyfloat", ms.grad(lerp03, (0, 1))(a, b), rtol=0, atol=0)
