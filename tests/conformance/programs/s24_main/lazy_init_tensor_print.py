"""A Tensor made with ``init=`` (or by ``initializer``) is lazy in MindSpore 2.10 until ``init_data()`` or
``asnumpy()``: print shows ``value=<uninitialized>`` (a newline before it from rank 2), repr the unfilled (zero)
buffer; a non-callable init such as ``'zeros'`` fails only when the data is made (tutorials/source_en/beginner/
tensor.md prints such Tensors).  msgraph printed the values and refused ``init='zeros'`` at construction."""
import mindspore as ms
from mindspore.common.initializer import One, Constant, initializer
from _conf import emit, emit_error

MODES = ("pynative",)

for shape in [(), (3,), (1, 2), (2, 1, 2)]:
    t = ms.Tensor(shape=shape, dtype=ms.float32, init=One())
    emit(f"str_{len(shape)}", str(t))
    emit(f"format_{len(shape)}", f"{t}")
    emit(f"repr_{len(shape)}", repr(t))
    emit(f"has_init_{len(shape)}", t.has_init)
    emit(f"values_{len(shape)}", t.asnumpy())
    emit(f"has_init_after_{len(shape)}", t.has_init)
    emit(f"str_after_{len(shape)}", str(t))

t = initializer(Constant(2.0), [2, 2], ms.float16)
emit("initializer_str", str(t))
emit("initializer_list_str", str([t]))
emit("initializer_init_data", str(t.init_data()))
emit_error("init_data_twice", t.init_data)
s = ms.Tensor(shape=(2,), dtype=ms.int32, init="zeros")
emit("string_init_str", str(s))
emit_error("string_init_asnumpy", s.asnumpy)
p = ms.Parameter(ms.Tensor(shape=(2,), dtype=ms.float32, init=One()), name="p")
emit("parameter_values", p.asnumpy())
