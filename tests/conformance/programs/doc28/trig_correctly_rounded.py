"""From MindSpore's vmap tutorial (model_train/train_process/optimize/vmap.ipynb: the gradient of sum(sin(x + 2y))
is cos(5) = 0.2836622): MindSpore 2.10's CPU Sin, Cos, Tan, Asin, ACos, Atan, Sinh, Cosh, Asinh, Acosh and Atanh
return float32 and float16 values correctly rounded; msgraph computed float32 with numpy's float32 loops, an ulp
off in 15-40 % of the elements (cos(5) gave 0.28366217).  Compared exactly (rtol=atol=0), both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

X = (np.arange(240, dtype=np.float32) - 120) * np.float32(0.0731)
INPUTS = {"sin": X, "cos": X, "tan": X, "asin": X / 9, "acos": X / 9, "atan": X, "sinh": X, "cosh": X,
          "asinh": X, "acosh": np.abs(X) + 1, "atanh": X / 9}


class Unary(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for name, v in INPUTS.items():
    for dt in (np.float32, np.float16):
        emit(f"{name}_{np.dtype(dt).name}", Unary(getattr(ops, name))(Tensor(v.astype(dt))), rtol=0, atol=0)


def forward_fn(x, y):
    return ops.ReduceSum()(ops.sin(x + 2 * y))


x_hat = Tensor([[1., 2., 3.], [2., 3., 4.]], ms.float32)
y_hat = Tensor([[2., 3., 4.], [3., 4., 5.]], ms.float32)
emit("grad_vmap_sin", ms.grad(ms.vmap(forward_fn), grad_position=(0, 1))(x_hat, y_hat), rtol=0, atol=0)
