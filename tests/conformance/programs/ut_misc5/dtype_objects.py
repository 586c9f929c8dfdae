"""mindspore.common.dtype objects and helpers (MindSpore 2.10): get_py_obj_dtype, dtype_to_pytype of
container/None types, pytype_to_dtype of str/None/list and its errors, TensorType(dtype), the reprs of
string/type_none/int_/float_/uint; Tensor.__contains__; Primitive attributes as instance attributes
(Softmax keeps its axis as a tuple); set_dump marks."""
import warnings
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.common import dtype as mstype
from _conf import emit, emit_error

MODES = ("pynative",)

emit("py_obj", [str(mstype.get_py_obj_dtype(v)) for v in (1.5, float, 100, int, False, 0.1 + 3j, [1], list,
                                                             (1,), tuple, "s", None)])
emit("py_obj_special", [str(mstype.get_py_obj_dtype(v)) for v in (Tensor(np.ones(2, np.float32)), nn.ReLU(),
                                                                     ops.Add(), ms.float32)])
emit_error("py_obj_builtin", mstype.get_py_obj_dtype, len)
emit("to_pytype", [ms.dtype_to_pytype(t).__name__ for t in (ms.bool_, ms.int8, ms.uint64, ms.float16, ms.complex64,
                                                             ms.list_, ms.tuple_, ms.string, ms.type_none)])
emit("from_pytype", [str(ms.pytype_to_dtype(t)) for t in (bool, int, float, complex, str, list, tuple, type(None),
                                                            np.float16, np.int32)])
emit_error("from_pytype_dict", ms.pytype_to_dtype, dict)
emit_error("from_pytype_value", ms.pytype_to_dtype, 1)
emit("reprs", [repr(t) for t in (ms.string, ms.type_none, ms.int_, ms.float_, ms.uint, ms.number, ms.tensor_type)])
emit("strs", [str(t) for t in (ms.string, ms.type_none, ms.int_, ms.float_, ms.uint, ms.number, ms.tensor_type)])
tt = mstype.TensorType(ms.float32)
emit("tensor_type", [str(tt), repr(tt), tt == mstype.TensorType(ms.float32), tt == mstype.TensorType(ms.int32)])

t = Tensor([1, 2])
emit("contains", [1 in t, Tensor(1) in t, Tensor([1]) in t, 3 in t, Tensor(3) in t, 'a' in t, [1] in t,
                  np.array(1) in t, 2.0 in t])

emit("softmax_axis", [ops.Softmax(1).axis, ops.Softmax().axis, ops.Softmax((0, 1)).axis, ops.LogSoftmax(1).axis,
                      nn.Softmax(1).softmax.axis])
emit("prim_attrs", [ops.MatMul(True).transpose_a, ops.MatMul().transpose_b])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.add = ops.Add()

    def construct(self, x):
        return self.add(self.relu(x), x)


with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    net = Net()
    ms.set_dump(net.relu)
    ms.set_dump(net.add)
    marks = [net.relu.get_flags()["dump"], net.add.attrs["dump"]]
    ms.set_dump(net, False)
    marks += [net.get_flags()["dump"], net.relu.get_flags()["dump"], net.add.attrs["dump"]]
    emit("set_dump", marks)
    emit_error("set_dump_bad_target", ms.set_dump, 1)
    emit_error("set_dump_bad_flag", ms.set_dump, net, 1)
