# mindspore.hal.contiguous_tensors_handle on CPU: the Tensors end to end in one flat buffer (no
# alignment padding); indexing slices the buffer, slice_by_tensor_index takes whole Tensors.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.hal.contiguous_tensors_handle import combine_tensor_list_contiguous
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([1, 2, 3]).astype(np.float32))
y = Tensor(np.array([4, 5, 6]).astype(np.float32))
z = x + y
handle = combine_tensor_list_contiguous([z, x, y], True)
emit("index", handle[1])
emit("slice", handle[2:7])
emit("tail", handle[6:])
emit("by_tensor_one", handle.slice_by_tensor_index(1))
emit("by_tensor_range", handle.slice_by_tensor_index(0, 2))
emit("by_tensor_all", handle.slice_by_tensor_index())
emit("total_size", handle.total_padding_size)
emit_error("slice_out_of_range", lambda: handle[5:20])
emit_error("not_tensors", lambda: combine_tensor_list_contiguous([1, 2]))
