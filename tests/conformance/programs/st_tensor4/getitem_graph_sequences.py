"""Tensor indexing by a mutable list, or by a list holding a Tensor input: values in PyNative and in graph code,
MindSpore 2.10's IndexError in graph code with MS_DEV_TENSOR_INDEX_BOOST=1 (as st tensor/test_getitem
mutable_sequence_index / tensor_in_list_index set it); a str index."""
import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from _conf import emit, emit_error


class ByIndex(nn.Cell):
    def construct(self, x, index):
        return x[index]


class ListWithTensor(nn.Cell):
    def construct(self, x, index):
        return x[0, [0, 1, index]]


x = Tensor(np.arange(18).reshape((3, 3, 2)))
FOLLOW_PYNATIVE = {"list_with_tensor": "MindSpore 2.10's graph code reads x[0, [0, 1, t]] with t = Tensor(2) as rows "
                                       "[0, 1, 0] (without MS_DEV_TENSOR_INDEX_BOOST)"}
emit("mutable_list", ByIndex()(x, mutable([2, 1, 0])))
emit("list_with_tensor", ListWithTensor()(x, Tensor(2)))
emit("constant_list", ByIndex()(x, [2, 0]))
emit_error("str_index_eager", lambda: x[0, 't'])

os.environ["MS_DEV_TENSOR_INDEX_BOOST"] = "1"
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("boost_mutable_list", ByIndex()(x, mutable([2, 1, 0])))
    emit("boost_list_with_tensor", ListWithTensor()(x, Tensor(2)))
else:
    emit_error("boost_mutable_list", lambda: ByIndex()(x, mutable([2, 1, 0])))
    emit_error("boost_list_with_tensor", lambda: ListWithTensor()(x, Tensor(2)))
del os.environ["MS_DEV_TENSOR_INDEX_BOOST"]
