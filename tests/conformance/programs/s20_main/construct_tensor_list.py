"""mindspore.train._utils._construct_tensor_list, from MindSpore 2.10's tests/ut/python/model/test_utils.py: zero
Tensors of the dataset types and shapes (first dimension times batch_expand_num), ValueError when the lengths
differ. msgraph had no mindspore.train._utils (ImportError)."""
import mindspore as ms
from mindspore.train._utils import _construct_tensor_list
from _conf import emit, emit_error

ts = _construct_tensor_list((ms.float32, ms.int32), ((2, 3), (4,)))
emit("list", ts)
emit("virtual", [t.virtual_flag for t in ts])
emit("expanded", [t.shape for t in _construct_tensor_list((ms.float16,), ((2, 5),), batch_expand_num=3)])
emit_error("length_mismatch", lambda: _construct_tensor_list((ms.float32, ms.float32), ((1, 3, 4, 4),)))
