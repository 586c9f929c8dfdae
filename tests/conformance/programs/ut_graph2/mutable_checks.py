"""ut mutable/test_mutable_in_graph, test_const_arg_tensor: MindSpore's checks of ``mutable`` arguments in and
out of graph code (classes and messages), and of ``const_arg``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit, emit_error


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return type(e).__mro__[0].__name__ in ("TypeError", "ValueError", "RuntimeError"), str(e).splitlines()[0]
    return None


def check(label, fn, *args):
    emit_error(label, fn, *args)
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        emit(label + "_msg", str(e).splitlines()[0])


@jit
def ident(x):
    return x


self_ref = []
self_ref.append(self_ref)
check("none", mutable, None)
check("string", mutable, "a")
check("ndarray_inside", mutable, [1, np.array([[1, 2, 3]])])
check("self_reference", lambda: mutable(self_ref))
check("dynamic_len_not_bool", mutable, [1], [1])
check("dynamic_len_on_scalar", mutable, True, True)
check("mixed_dynamic_arg", lambda: ident(mutable([1, 2.2, 3], True)))
emit("dynamic_arg_ok", ident(mutable([1, 2], True)))


@jit
def no_input():
    return mutable()


@jit
def second_not_bool():
    return mutable([1], [1])


@jit
def scalar_dynamic():
    return mutable(True, True)


@jit
def array_inside():
    return mutable([1, np.array([[1, 2, 3]])])


@jit
def dynamic_to_constant():
    x = mutable([1, 2, 3], True)
    return mutable(x, False)


@jit
def mixed_dynamic():
    return mutable([1, 2.2, 3], True)


@jit
def bool_int_dynamic():
    return mutable([True, 1], True)


emit_error("graph_no_input", no_input)
emit("graph_no_input_msg", "the number of inputs should be 1 or 2, but got 0" in str(first_line(no_input)))
emit_error("graph_second_not_bool", second_not_bool)
emit_error("graph_scalar_dynamic", scalar_dynamic)
emit_error("graph_array_inside", array_inside)
emit("graph_array_inside_msg", "or their nested structures, but got" in str(first_line(array_inside)))
emit_error("graph_dynamic_to_constant", dynamic_to_constant)
emit_error("graph_mixed_dynamic", mixed_dynamic)
emit("graph_mixed_dynamic_msg", str(first_line(mixed_dynamic)[1]))
emit_error("graph_bool_int_dynamic", bool_int_dynamic)
emit("graph_bool_int_dynamic_msg", str(first_line(bool_int_dynamic)[1]))
check("tensor_const_arg_int", lambda: Tensor([0], dtype=ms.int32, const_arg=1))
check("set_const_arg_int", lambda: Tensor([0], dtype=ms.int32).set_const_arg(1))
