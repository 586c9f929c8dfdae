"""adapt36sx (graph_syntax list/test_list_extend): MindSpore 2.10's ``list.extend`` in graph code takes a tuple, list,
range or Tensor (a Tensor adds its rows); a str, dict, number, None or numpy array is its TypeError "For
ListInplaceExtend, the second input should be tuple or list but got: ...".  msgraph extended with the string's
characters / the dict's keys."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error


def ext_ok(x):
    a = [1]
    a.extend((2,))
    a.extend([x[0]])
    a.extend(range(2))
    a.extend(x)
    return a


def ext_str(x):
    a = [1]
    a.extend("ab")
    return a


def ext_dict(x):
    a = [x]
    a.extend({"k": 1})
    return a


def ext_int(x):
    a = [1]
    a.extend(5)
    return a


def ext_none(x):
    a = [1]
    a.extend(None)
    return a


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


ms.set_context(mode=ms.PYNATIVE_MODE)
emit("jit_ext_ok", jit(ext_ok)(X))
ms.set_context(mode=ms.GRAPH_MODE)
emit("graph_ext_ok", Net(ext_ok)(X))
for fn in (ext_str, ext_dict, ext_int, ext_none):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    emit_error("jit_" + fn.__name__, jit(fn), X)
    ms.set_context(mode=ms.GRAPH_MODE)
    emit_error("graph_" + fn.__name__, Net(fn), X)
