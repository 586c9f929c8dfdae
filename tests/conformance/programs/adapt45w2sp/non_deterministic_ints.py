"""random_ops.NonDeterministicInts(dtype=int64)(shape) (adapt45w2sp, st ops/gpu test_non_deterministic_ints_op on the
CPU backend; msgraph lacked the primitive): random integers, so only the dtype and shape are compared; a float /
int8 dtype attribute, a tuple or float shape are TypeErrors, a 2-D or one-element shape Tensor ValueErrors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.random_ops import NonDeterministicInts
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, *args, **kw):
        super().__init__()
        self.op = NonDeterministicInts(*args, **kw)

    def construct(self, shape):
        return self.op(shape)


def meta(out):
    return (str(out.dtype), tuple(out.shape))


emit("default", meta(Net()(Tensor(np.array([2, 3], np.int32)))))
for dt in (ms.int32, ms.int64, ms.uint32, ms.uint64):
    for st in (np.int32, np.int64):
        emit(f"dtype.{dt}.{np.dtype(st).name}", meta(Net(dtype=dt)(Tensor(np.array([2, 2], st)))))
emit("positional_dtype", meta(Net(ms.int32)(Tensor(np.array([4, 1], np.int64)))))
emit_error("one_element_shape", lambda: Net()(Tensor(np.array([4], np.int64))))
emit("3d", meta(Net()(Tensor(np.array([1, 2, 3], np.int64)))))
for dt in (ms.float32, ms.int8):
    emit_error(f"bad_dtype.{dt}", lambda: Net(dtype=dt)(Tensor(np.array([2, 3], np.int32))))
emit_error("tuple_shape", lambda: Net()((2, 3)))
emit_error("float_shape", lambda: Net()(Tensor(np.array([2, 3], np.float32))))
emit_error("shape_2d", lambda: Net()(Tensor(np.array([[2, 3]], np.int64))))
emit_error("zero_dim", lambda: Net()(Tensor(np.array([0, 2], np.int64))))
emit_error("string_dtype", lambda: Net(dtype="int32")(Tensor(np.array([2, 2], np.int64))))
