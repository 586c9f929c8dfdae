"""ops.operations._inner_ops.IsInstance()(x, t) (MindSpore 2.10): exact MindSpore types and the width-free
int_/float_ families (a Python int is Int64, a float Float32, a bool only Bool, None never an instance);
composite.tail in a jit function: the tuple without its first element."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import composite as C
from mindspore.ops.operations import _inner_ops as inner
from _conf import emit

p = inner.IsInstance()
cases = (([1, 2], ms.list_), ((1,), ms.tuple_), (1.0, ms.float_), (1, ms.int_), (1, ms.float_), (True, ms.int_),
         (True, ms.bool_), ([1], ms.tuple_), (Tensor([1]), ms.tensor_type), (1.0, ms.float32), (1.0, ms.float64),
         (1, ms.int32), (1, ms.int64), ("a", ms.string), (None, ms.type_none), ((1,), ms.list_))
emit("isinstance", [p(v, t) for v, t in cases])


@ms.jit
def tail_const(x):
    return C.tail(x)


@ms.jit
def tail_tensor(x):
    return C.tail((x, x + 1, 2))


emit("tail_const", tail_const((0, 1, 2, 3)))
emit("tail_tensor", tail_tensor(Tensor(np.array([1.0, 2.0], np.float32))))
