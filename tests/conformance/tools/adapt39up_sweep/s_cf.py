"""pynative_mode/test_multigraph_sink.py, test_remove_unnecessary_phi.py, control_flow/test_while_condition.py:
Tensor-condition if / while (nested, sequential) over int32 / float32 / float16 / (1,)-shaped / 0-d Tensors and
Python numbers, with loop-carried values whose dtype or shape would change (int + 0.5, broadcasting growth),
mixed Tensor / number results of branches; P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

C, reg = registry()
c2 = Tensor([14], ms.int32)
c4 = Tensor([0], ms.int32)
c5 = Tensor([14], ms.int32)


def simple_if(x, y, z):
    if x < y:
        x = x + 1
    else:
        x = x + 2
    return x + 3


def if_by_if(x, y, z):
    if x < y:
        x = x + 1
    if y > x:
        x = x + 2
    return x + 3


def while_by_while(x, y, z):
    while x < y:
        x = x + 1
    while z < c5:
        z = z + 1
        x = x + 1
    return x + 1


def while_in_while(x, y, z):
    out = c4
    while x < y:
        z = c4 + c4
        while z < y:
            z = z + 1
            out = out + z
        x = x + 1
    return out + x


def while_half(x, y, z):
    while x < y:
        x = x + 0.5
    return x


def if_half(x, y, z):
    if x < y:
        x = x + 0.5
    return x


def if_number_or_tensor(x, y, z):
    if x < y:
        r = 1
    else:
        r = x
    return r


def if_shape_change(x, y, z):
    if x < y:
        x = ops_tile(x)
    return x


def ops_tile(x):
    return ms.ops.concat((x, x))


def while_grow_dtype(x, y, z):
    n = 0
    while x < y:
        x = x * 2
        n = n + 1
    return x, n


ARGS = [("i32", (Tensor([2], ms.int32), Tensor([14], ms.int32), Tensor([1], ms.int32))),
        ("f32", (Tensor([2.0], ms.float32), Tensor([14.0], ms.float32), Tensor([1.0], ms.float32))),
        ("f16", (Tensor([2.0], ms.float16), Tensor([14.0], ms.float16), Tensor([1.0], ms.float16))),
        ("0d", (Tensor(2, ms.int32), Tensor(14, ms.int32), Tensor(1, ms.int32))),
        ("mixed", (Tensor([2], ms.int32), Tensor([14.5], ms.float32), Tensor([1], ms.int64))),
        ("py", (2, 14, 1)),
        ("pyf", (2.5, 14.0, 1.0))]
for fn in (simple_if, if_by_if, while_by_while, while_in_while, while_half, if_half, if_number_or_tensor,
           if_shape_change, while_grow_dtype):
    for an, a in ARGS:
        C.append(("%s_%s" % (fn.__name__, an), fn, a))

run_all(C)
