"""``ms.grad`` / ``value_and_grad`` with ``has_aux=True`` of a function or Cell returning a LIST (st compiler/gradient
test_grad_return_type and pynative/grad test_common_grad with list / dict outputs, adapted): MindSpore 2.10 splits only a
tuple into the differentiated value and the aux outputs; a list is one output, its ValueError (PyNative) /
RuntimeError (Graph mode) "When has_aux is True, origin fn requires more than one outputs."  msgraph split the list
and returned a gradient, silently; a dict output was its ValueError in Graph mode too.  A tuple whose aux part is a list still works."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error


def fl(x):
    return [x * 2, x + 1]


def fl3(x, y):
    return [x * y, x + 1, y]


def fd(x):
    return {"a": x * 2, "b": x}


def ft(x):
    return (x * 2, [x + 1])


class N(nn.Cell):
    def construct(self, x):
        return [x * x, x]


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, -1.0], np.float32))
emit_error("grad_list", lambda: ms.grad(fl, 0, has_aux=True)(x))
emit_error("grad_list3", lambda: ms.grad(fl3, (0, 1), has_aux=True)(x, y))
emit_error("value_and_grad_list", lambda: ms.value_and_grad(fl, 0, has_aux=True)(x))
emit_error("grad_cell_list", lambda: ms.grad(N(), 0, has_aux=True)(x))
emit_error("grad_dict", lambda: ms.grad(fd, 0, has_aux=True)(x))
emit_error("grad_tuple_list_aux", lambda: ms.grad(ft, 0, has_aux=True)(x))
