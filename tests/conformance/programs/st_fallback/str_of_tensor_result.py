import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def as_str(x):
    return str(x.asnumpy())


@ms.jit
def fmt(x):
    return "string is {}".format(x)


@ms.jit
def joined(x):
    return f"res: {x}"


x = Tensor(np.array([1, 2, 3], np.int32))
emit("str_single", as_str(x))
emit("format_single", fmt(x))
emit("fstring_single", joined(x))
