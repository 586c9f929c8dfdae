"""tests/ut/python/ir/test_tensor.py::test_tensor_input_ndarray_str adapted: ``Tensor(np.array([...str...]))`` is
MindSpore's String Tensor (dtype String, numpy's text for str(), its shape and size); a dtype asked for is
ignored; ops refuse it with a TypeError.  msgraph raised a DTypeError at construction."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

MODES = ("pynative",)

t = Tensor(np.array(["88", 0, 9]))
emit("str", str(t))
emit("repr", repr(t))
emit("dtype", str(t.dtype))
emit("shape_size_ndim", [list(t.shape), t.size, t.ndim])
emit("asnumpy", t.asnumpy().tolist())
b = Tensor(np.array([b"ab", b"c"]))
emit("bytes_dtype", [str(b.dtype), repr(b)])
emit("dtype_ignored", [str(Tensor(np.array(["1", "2"]), ms.float32).dtype),
                       str(Tensor(np.array(["1", "2"]), ms.float32))])
emit_error("abs", lambda: ops.abs(t))
emit_error("cast", lambda: t.astype(ms.float32))
emit_error("list_of_str", lambda: Tensor(["a", "b"]))
