"""left37: MindSpore 2.10's CPU CeLU kernel with an alpha that is not a power of two (0.1, 0.3, 0.7, 1.3, 3.7):
x / alpha, expm1 and the product in double with alpha rounded to float32, rounded once to the input's dtype
(float64 through float32).  msgraph divided and multiplied in float32 (1 ulp off in 34-501 of 2000 float32 values;
float64 ops.celu(-1, alpha=0.1) -0.099995456635952 for -0.09999546408653259).  Values, nn.CELU, gradients."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit

xs = -np.arange(1, 601, dtype=np.float32) / 37


class C(nn.Cell):
    def __init__(self, a):
        super().__init__()
        self.a = a

    def construct(self, x):
        return ops.celu(x, alpha=self.a)


for a in (0.1, 0.3, 0.7, 1.3, 2.0, 3.7):
    for dt in ("float32", "float16", "float64"):
        x = Tensor(xs.astype(dt))
        emit(f"celu_{a}_{dt}", C(a)(x), rtol=0, atol=0)
    x = Tensor(xs[::7].astype("float32"))
    emit(f"cell_{a}", nn.CELU(alpha=a)(x), rtol=0, atol=0)
    emit(f"grad_{a}", ops.GradOperation()(C(a))(x), rtol=0, atol=0)
x64 = Tensor(np.array([-0.001, -0.5, -1.0, -3.0, 0.5, -0.0001]))
emit("celu_x64_0.1", ops.celu(x64, alpha=0.1), rtol=0, atol=0)
