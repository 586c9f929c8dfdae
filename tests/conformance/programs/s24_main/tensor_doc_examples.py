"""Tensor methods and classes from MindSpore 2.10's own docstring examples (mindspore/common) that msgraph lacked or
answered differently: Tensor.value / get_bytes / flush_from_cache / data_ptr / move_to, argmax_with_value and
argmin_with_value with axis=None (MindSpore's ops.max of the whole Tensor: (max, Tensor(0, int64))), and the
deprecated mindspore.SparseTensor (a COOTensor)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[1.0, 5.0, 2.0], [7.0, 0.5, 3.0]], np.float32))
emit("value", [x.value() is x, x.value()])
emit("get_bytes", [Tensor(np.array([1, 2, 3], np.int16)).get_bytes(), Tensor(np.array([[1.5]], np.float64)).get_bytes()])
emit("flush_from_cache", x.flush_from_cache())
emit("data_ptr_type", type(x.data_ptr()).__name__)
moved = x.move_to("CPU")
emit("move_to_cpu", [moved is x, moved])
emit_error("move_to_lower", x.move_to, "cpu")
emit_error("move_to_ascend", x.move_to, "Ascend")
for ax in (None, 0, 1, -1):
    emit(f"argmax_with_value_{ax}", x.argmax_with_value(axis=ax))
    emit(f"argmin_with_value_{ax}", x.argmin_with_value(axis=ax))
emit("argmax_with_value_none_keep", x.argmax_with_value(None, True))
s = ms.SparseTensor(Tensor([[0, 1], [1, 2]]), Tensor([1, 2], dtype=ms.float32), (3, 4))
emit("sparse_tensor", [s.values, s.indices, s.shape, str(s)])
