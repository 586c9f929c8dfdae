"""Tensor(shape=, dtype=, init=) with initializers; has_init and init_data."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common.initializer import One, Zero, Constant, initializer
from _conf import emit, emit_error

t = Tensor(shape=(2, 3), dtype=ms.float32, init=One())
emit("has_init", t.has_init)
emit("shape", t.shape)
emit("dtype", str(t.dtype))
t2 = t.init_data()
emit("init_data", t2)
emit_error("zero", lambda: Tensor(shape=(2,), dtype=ms.int32, init=Zero()).init_data())
emit_error("constant", lambda: Tensor(shape=[3], dtype=ms.float16, init=Constant(2.5)).init_data())
emit_error("str_init", lambda: Tensor(shape=(2,), dtype=ms.float32, init="ones").init_data())
i = initializer("zeros", [2, 2], ms.float32)
emit("initializer_type", type(i).__name__)
emit("initializer_shape", i.shape)
emit("initializer_data", i.init_data())
emit_error("initializer_const", lambda: initializer(3, [2], ms.int32).init_data())
emit("plain_has_init", Tensor([1.0]).has_init)
emit_error("no_dtype", lambda: Tensor(shape=(2,), init=One()))
emit_error("no_init", lambda: Tensor(shape=(2,), dtype=ms.float32).asnumpy())
