"""Python scalar conversions and truth tests of one-element Tensors; Tensors in Python control flow."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

t1 = Tensor(np.array([[2.5]], np.float32))
emit("float_2d_one", float(t1))
emit("int_2d_one", int(t1))
emit("bool_2d_one", bool(t1))
emit("item_2d_one", t1.item())
emit("if_tensor", "yes" if Tensor(3) > 2 else "no")
emit("while_tensor", sum(1 for _ in range(int(Tensor(np.int32(4))))))
emit("round", round(float(Tensor(2.567)), 2))
emit("format", "{:.2f}".format(Tensor(2.567).item()))
emit("range_tensor", list(range(Tensor(3))))
emit("list_index", ["a", "b", "c"][Tensor(np.int64(2))])
emit_error("float_tensor_index", lambda: ["a", "b"][Tensor(1.0)])
emit("min_of_tensors", max(Tensor(1.0), Tensor(2.0)))
emit("np_of_tensor", np.array(Tensor(np.array([1, 2], np.int32))))
emit("np_asarray_dtype", np.asarray(Tensor(np.array([1.5], np.float16))).dtype.name)
emit("sum_builtin", sum([Tensor(1.0), Tensor(2.0)]))
