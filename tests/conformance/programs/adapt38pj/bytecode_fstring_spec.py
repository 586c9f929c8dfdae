"""f-strings of run-time Python numbers inside jit(capture_mode='bytecode') (adapted from st/pi_jit
test_string_operations): the value of ``x.item()`` / ``x.sum().item()`` / ``int(...)`` formats with its format spec as
Python does ('2.500' for f'{x.item():.3f}'); msgraph applied the 'ast' graph rule that ignores the spec ('2.5')."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def item_3f(t):
    return f'{t.item():.3f}'


emit("item_0d_spec", jit(item_3f, capture_mode="bytecode")(Tensor(2.5)))


def sum_item(t):
    return f'{t.sum().item():.3f}', t * 2


emit("sum_item_spec_with_tensor", jit(sum_item, capture_mode="bytecode")(x))


def several(t):
    return f'{t[0].item():e}|{t[1].item():+.1%}|{t[2].item():>8.2f}|{t.sum().item()!r}|{t.sum().item()}'


emit("several_specs", jit(several, capture_mode="bytecode")(x))


def int_item(t):
    return f'{int(t.sum().item()):04d}|{t.shape[0]:03d}'


emit("int_spec", jit(int_item, capture_mode="bytecode")(x))


def int_tensor_item(t):
    return f'{t.max().item():5d}|', t + 1


emit("int_tensor_item_spec", jit(int_tensor_item, capture_mode="bytecode")(Tensor(np.array([3, 7], np.int32))))


def tensor_spec(t):
    return f'{t.sum():.3f}'


emit_error("tensor_with_spec", lambda: jit(tensor_spec, capture_mode="bytecode")(x))


def tensor_no_spec(t):
    return f'{t.sum()}|{t!s}'


emit("tensor_no_spec", jit(tensor_no_spec, capture_mode="bytecode")(x))
