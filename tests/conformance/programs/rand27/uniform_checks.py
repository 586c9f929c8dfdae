"""ops.uniform checks its bounds as MindSpore 2.10 does: Tensors (TypeError otherwise) of the requested dtype
(float32 by default, int32 for UniformInt; TypeError otherwise, so int32 bounds need dtype=ms.int32).  Before
session 27 msgraph drew float samples from int32 bounds and took Python numbers."""
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

ms.set_seed(2)
emit_error("int32 bounds, no dtype", ops.uniform, (3,), Tensor(1, ms.int32), Tensor(9, ms.int32))
emit_error("int32 bounds, dtype int32", ops.uniform, (3,), Tensor(1, ms.int32), Tensor(9, ms.int32), dtype=ms.int32)
emit_error("float32 bounds, dtype int32", ops.uniform, (3,), Tensor(1.0), Tensor(9.0), dtype=ms.int32)
emit_error("float64 bounds", ops.uniform, (3,), Tensor(1.0, ms.float64), Tensor(9.0, ms.float64))
emit_error("Python bounds", ops.uniform, (3,), 1.0, 2.0)
emit_error("dtype float16", ops.uniform, (3,), Tensor(1.0, ms.float16), Tensor(9.0, ms.float16), dtype=ms.float16)
emit_error("float32 bounds", ops.uniform, (3,), Tensor(1.0), Tensor(9.0))
