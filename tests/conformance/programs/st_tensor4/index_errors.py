"""MindSpore 2.10's indexing errors (st tensor/test_getitem, test_setitem exception cases): an int or slice index of
a 0-d Tensor is a TypeError; with MS_DEV_TENSOR_INDEX_BOOST=1 graph code also refuses a negative slice step
(ValueError) and a tuple/list assigned value (TypeError)."""
import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Get(nn.Cell):
    def construct(self, x):
        return x[0]


class GetSlice(nn.Cell):
    def construct(self, x):
        return x[0:1]


class Set(nn.Cell):
    def construct(self, x):
        x[0] = -1
        return x


class GetNegStep(nn.Cell):
    def construct(self, x):
        return x[0:3:-1]


class SetTuple(nn.Cell):
    def construct(self, x):
        x[0] = (1, 2, 3, 4)
        return x


s = Tensor(np.array(5.0, np.float32))
x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit_error("scalar_get_int", lambda: Get()(s))
emit_error("scalar_get_slice", lambda: GetSlice()(s))
emit_error("scalar_set_int", lambda: Set()(Tensor(np.array(5.0, np.float32))))
emit("scalar_get_none", s[None])
emit("neg_step", GetNegStep()(x))
emit("set_tuple", SetTuple()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))

os.environ["MS_DEV_TENSOR_INDEX_BOOST"] = "1"
emit_error("boost_scalar_get_int", lambda: Get()(s))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("boost_neg_step", GetNegStep()(x))
    emit("boost_set_tuple", SetTuple()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))
else:
    emit_error("boost_neg_step", lambda: GetNegStep()(x))
    emit_error("boost_set_tuple", lambda: SetTuple()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))
del os.environ["MS_DEV_TENSOR_INDEX_BOOST"]
