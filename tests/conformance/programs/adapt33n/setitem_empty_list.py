"""Empty list indices (session 33, adapt33n): MindSpore 2.10 writes nothing for ``t[[]] = v`` or ``t[0, []] = v``
in both modes, whatever the value (a wrongly shaped Tensor too), and reading ``t[0, []]`` is its IndexError "The
sequence element(tuple/list) in tuple index can't be empty."; ``t[()] = v`` still writes everything.  msgraph had
raised IndexError for the writes."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

FOLLOW_PYNATIVE = {"cell_empty_in_tuple": "MindSpore's Graph mode crashes (RuntimeError: The method "
                                          "'GetShapeVector()' doesn't implement) for a Tensor value at t[1, []]"}


class SetEmpty(nn.Cell):
    def construct(self, t):
        t[[]] = 1.0
        return t


class SetEmptyInTuple(nn.Cell):
    def construct(self, t):
        t[1, []] = Tensor(np.ones(7, np.float32))
        return t * 2


def base(dt=np.float32):
    return Tensor(np.arange(6).reshape(2, 3).astype(dt))


def set_(index, value, dt=np.float32):
    t = base(dt)
    t[index] = value
    return t


emit_error("empty_list_num", set_, [], 1.0)
emit_error("empty_list_bad_shape", set_, [], Tensor(np.ones(7, np.float32)))
emit_error("empty_list_int32", set_, [], 5, np.int32)
emit_error("empty_in_tuple", set_, (0, []), 1.0)
emit_error("empty_tuple_in_tuple", set_, ([], 1), -1.0)
emit_error("empty_tuple_all", set_, (), 3.0)
emit_error("cell_empty", SetEmpty(), base())
emit_error("cell_empty_in_tuple", SetEmptyInTuple(), base())
emit_error("get_empty_in_tuple", lambda: base()[0, []])
