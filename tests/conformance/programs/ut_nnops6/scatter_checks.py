"""In-place scatter ops refuse updates of a dtype their written input would have to change to; ScatterNd* and
TensorScatter* refuse indices of rank < 2 (tests/ut/python/ops/test_signature.py): MindSpore's errors, and the
allowed lower-dtype updates."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
import mindspore.ops.operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op, dtype, shape=(5, 3)):
        super().__init__()
        self.b = Parameter(Tensor(np.ones(shape, dtype)), name="b")
        self.op = op

    def construct(self, idx, x):
        return self.op(self.b, idx, x)


idx1 = Tensor(np.array([0, 2], np.int32))
idx2 = Tensor(np.array([[0], [2]], np.int32))
for name in ("ScatterUpdate", "ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin"):
    op = getattr(P, name)()
    emit_error(f"{name}_i8_f32", Net(op, np.int8), idx1, Tensor(np.ones((2, 3), np.float32)))
    emit_error(f"{name}_f16_f32", Net(op, np.float16), idx1, Tensor(np.ones((2, 3), np.float32)))
    emit(f"{name}_f32_f16", Net(op, np.float32)(idx1, Tensor(np.full((2, 3), 2, np.float16))))
    emit(f"{name}_i64_i8", Net(op, np.int64)(idx1, Tensor(np.full((2, 3), 2, np.int8))))
for name in ("ScatterNdUpdate", "ScatterNdAdd", "ScatterNdSub", "ScatterNdMax"):
    op = getattr(P, name)()
    emit_error(f"{name}_rank1", Net(op, np.float32, (5,)), Tensor(np.array([1], np.int32)),
               Tensor(np.ones((), np.float32)))
    emit_error(f"{name}_f16_f32", Net(op, np.float16), idx2, Tensor(np.ones((2, 3), np.float32)))
    emit(f"{name}_f32_f16", Net(op, np.float32)(idx2, Tensor(np.full((2, 3), 2, np.float16))))
for name in ("TensorScatterUpdate", "TensorScatterAdd", "TensorScatterMax"):
    op = getattr(P, name)()
    x = Tensor(np.ones((5, 3), np.float32))
    emit_error(f"{name}_rank1", op, x, Tensor(np.array([1], np.int32)), Tensor(np.ones((3,), np.float32)))
    emit_error(f"{name}_rank0", op, Tensor(np.ones((5,), np.float32)), Tensor(np.array(1, np.int32)),
               Tensor(np.ones((), np.float32)))
    emit(f"{name}_ok", op(x, idx2, Tensor(np.full((2, 3), 2, np.float32))))
