"""MindSpore 2.x top-level helpers: is_tensor, from_numpy, seeds, devices, determinism, get_grad,
lazy_inline/no_inline/recompute (hints with unchanged results)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error

emit("is_tensor", (ms.is_tensor(ms.Tensor(1)), ms.is_tensor(1), ms.is_tensor(ms.Parameter(ms.Tensor(1.0)))))
a = np.array([1.0, 2.0], np.float32)
t = ms.from_numpy(a)
a[0] = 5
emit("from_numpy_shares", t)
emit_error("from_numpy_list", ms.from_numpy, [1, 2])
ms.manual_seed(3)
emit("initial_seed", ms.initial_seed())
emit("seed_type", type(ms.seed()).__name__)
emit("current_device", tuple(ms.get_current_device()))
ms.set_device("CPU")
emit("device_target", ms.get_context("device_target"))
ms.set_deterministic(True)
emit("deterministic", ms.get_context("deterministic"))
ms.set_recursion_limit(500)
x = ms.Tensor(np.array([1.0, 2.0], np.float32))
w = ms.Parameter(ms.Tensor(np.array([3.0, 4.0], np.float32)), name="w")


def f(x):
    return (x * w).sum()


res = ms.grad(f, 0, (w,), return_ids=True)(x)
emit("grad_ids", res)
emit("get_grad_pos", ms.get_grad(res, 0))
emit("get_grad_param", ms.get_grad(res, w))
emit_error("get_grad_missing", ms.get_grad, res, 5)
emit_error("get_grad_name", ms.get_grad, res, "w")




@ms.no_inline
def helper(x):
    return x * 3


@ms.jit
def use_helper(x):
    return helper(x) + 1


emit("no_inline", use_helper(x))


def decorate_class():
    @ms.lazy_inline
    class Bad(nn.Cell):
        def construct(self, x):
            return x
    return Bad


emit_error("lazy_inline_on_class", decorate_class)
