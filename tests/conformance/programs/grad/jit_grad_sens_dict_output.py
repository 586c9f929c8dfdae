# sens_param gradient of a jit function returning a dict: the sensitivity is a dict with the same keys.
# Graph mode only: MindSpore 2.10's PyNative ignores a dict sensitivity of a jit function (it returns
# the gradient for ones), which msgraph does not reproduce.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

MODES = ("graph",)


@ms.jit
def f(x, y):
    return {"a": x * y, "b": x + y}


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
s1 = Tensor(np.array([1.0, 0.5], np.float32))
s2 = Tensor(np.array([2.0, 3.0], np.float32))
emit("no_sens", ops.GradOperation(get_all=True)(f)(x, y))
emit("dict_sens", ops.GradOperation(get_all=True, sens_param=True)(f)(x, y, {"a": s1, "b": s2}))
emit("dict_sens_reordered", ops.GradOperation(get_all=True, sens_param=True)(f)(x, y, {"b": s2, "a": s1}))
