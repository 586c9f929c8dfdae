import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.5, 6.0]], np.float32))


@ms.jit
def methods(a):
    return a.repeat_interleave(2, 1), a.round(), a.ceil(), a.sort(), a.topk(2), a.flip((1,)), a.reciprocal()


emit("methods", methods(x), rtol=1e-6)
emit("methods_pynative", (x.sort(descending=True), x.topk(1), x.argmax_with_value(), x.argmin_with_value(1)))
emit("norm", (x.norm(), x.norm(dim=1)), rtol=1e-6)
