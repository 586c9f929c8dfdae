"""Tensor(input_data, shape=...) / Tensor(input_data, init=...) are ValueErrors (data comes from one source);
shape= takes one int as a 1-d shape; a static shape with neither dtype nor init is the input_data TypeError; a
placeholder of dynamic shape or rank has no values (asnumpy ValueError, len ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common.initializer import One
from _conf import emit, emit_error

emit_error("list_and_shape", lambda: Tensor([1.0], shape=(1,)))
emit_error("ndarray_and_shape", lambda: Tensor(np.ones(2, np.float32), shape=(2,)))
emit_error("list_and_init", lambda: Tensor([1.0], init=One()))
emit_error("list_dtype_shape_init", lambda: Tensor([1.0], dtype=ms.float32, shape=(1,), init=One()))
emit("list_shape_none", Tensor([1.0, 2.0], shape=None))
emit("shape_int_init", Tensor(shape=3, dtype=ms.float32, init=One()).asnumpy())
emit("shape_int_no_init", Tensor(shape=2, dtype=ms.int32).asnumpy())
emit("shape_int_zero", Tensor(shape=0, dtype=ms.float32, init=One()).asnumpy().shape)
emit("shape_np_int", Tensor(shape=np.int64(2), dtype=ms.float16, init=One()).asnumpy())
emit_error("shape_no_dtype", lambda: Tensor(shape=[2]))
emit_error("shape_no_dtype_init_none", lambda: Tensor(shape=(2,), init=None))
emit_error("shape_init_no_dtype", lambda: Tensor(shape=(2,), init=One()))
emit_error("dynamic_shape_no_dtype", lambda: Tensor(shape=[None, 3]))
emit("dyn_rank_shape", Tensor(dtype=ms.float32).shape)
emit_error("dyn_rank_asnumpy", lambda: Tensor(dtype=ms.float32).asnumpy())
emit_error("dyn_rank_len", lambda: len(Tensor(dtype=ms.float32)))
emit("dyn_dim_shape", Tensor(shape=(-1, 3), dtype=ms.float32).shape)
emit_error("dyn_dim_asnumpy", lambda: Tensor(shape=(-1, 3), dtype=ms.float32).asnumpy())
emit_error("dyn_dim_len", lambda: len(Tensor(shape=(-1, 3), dtype=ms.float32)))
emit("static_placeholder", Tensor(shape=(2, 3), dtype=ms.float32).asnumpy())
