"""compiler/control, more loop forms: reversed / enumerate(start) / zip(*...) / sorted / range over shapes, while with
mixed Python and Tensor conditions, loops building dicts and tuples, any/all over generator of Tensor conditions,
the gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def rev(x):
    out = x * 0
    k = 1
    for v in reversed(x):
        out = out + v * k
        k = k + 1
    return out


case("reversed_tensor", lambda: rev(f32(1.0, 2.0, 3.0)))


@jit
def rev_tuple(t):
    out = ()
    for v in reversed(t):
        out = out + (v * 2,)
    return out


case("reversed_tuple", lambda: rev_tuple((f32(1.0), 2, 3.5)))


@jit
def enum_start(x):
    s = 0
    for i, v in enumerate(x, 1):
        s = s + i * v
    return s


case("enumerate_start", lambda: enum_start(f32(1.0, 2.0, 3.0)))
case("enumerate_start_tuple", lambda: enum_start((1, 2, 3)))
case("enumerate_start_grad", lambda: ms.grad(enum_start)(f32(1.0, 2.0, 3.0)))


@jit
def zip_star(m):
    out = []
    for col in zip(*m):
        out.append(col[0] + col[1])
    return out


case("zip_star_tuples", lambda: zip_star(((1, 2, 3), (4, 5, 6))))
case("zip_star_tensor", lambda: zip_star(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))))


@jit
def sorted_t(t):
    return sorted(t), sorted(t, reverse=True), max(t, key=lambda v: -v)


case("sorted_tuple", lambda: sorted_t((3, 1, 2)))


@jit
def range_shape(x):
    s = x[0] * 0
    for i in range(x.shape[0] - 1, -1, -1):
        s = s * 2 + x[i]
    return s


case("range_shape", lambda: range_shape(f32(1.0, 0.0, 1.0)))
case("range_shape_grad", lambda: ms.grad(range_shape)(f32(1.0, 0.0, 1.0)))


@jit
def mixed_while(x):
    i = 0
    while i < 5 and x.sum() < 20:
        x = x * 2
        i += 1
    return x, i


case("mixed_while", lambda: mixed_while(f32(1.0, 2.0)))
case("mixed_while_big", lambda: mixed_while(f32(30.0, 2.0)))
case("mixed_while_grad", lambda: ms.grad(lambda v: mixed_while(v)[0].sum())(f32(1.0, 2.0)))


@jit
def build_dict(x):
    d = {}
    for i in range(3):
        d["k" + str(i)] = x * i
    return d


case("build_dict", lambda: build_dict(f32(1.0, 2.0)))


@jit
def any_all(x):
    a = any(v > 2 for v in x)
    b = all(v > 0 for v in x)
    return a, b


case("any_all_gen", lambda: any_all(f32(1.0, 3.0)))
case("any_all_gen_neg", lambda: any_all(f32(-1.0, 0.5)))


@jit
def sum_gen(x):
    return sum(v * v for v in x), sum([1, 2, 3]), sum((x, x))


case("sum_gen", lambda: sum_gen(f32(1.0, 2.0)))


@jit
def break_else_flag(x):
    found = False
    for v in x:
        if v < 0:
            found = True
            break
    return found, x


case("break_flag_true", lambda: break_else_flag(f32(1.0, -2.0)))
case("break_flag_false", lambda: break_else_flag(f32(1.0, 2.0)))


@jit
def while_break_continue(x):
    i = 0
    s = x * 0
    while i < 6:
        i += 1
        if i % 2 == 0:
            continue
        if i > 4:
            break
        s = s + x * i
    return s, i


case("while_break_continue", lambda: while_break_continue(f32(1.0, 2.0)))
case("while_break_continue_grad", lambda: ms.grad(lambda v: while_break_continue(v)[0].sum())(f32(1.0, 2.0)))


@jit
def tensor_while_break(x):
    i = Tensor(0)
    while i < 10:
        x = x + 1
        if x.sum() > 8:
            break
        i = i + 1
    return x, i


case("tensor_while_break", lambda: tensor_while_break(f32(1.0, 2.0)))
case("tensor_while_break_grad", lambda: ms.grad(lambda v: tensor_while_break(v)[0].sum())(f32(1.0, 2.0)))


@jit
def nested_tensor_for(x, y):
    out = x * 0
    for a in x:
        for b in y:
            if a > b:
                out = out + a - b
    return out


case("nested_tensor_for", lambda: nested_tensor_for(f32(1.0, 3.0), f32(2.0, 0.0)))
case("nested_tensor_for_grad", lambda: ms.grad(nested_tensor_for, grad_position=(0, 1))(f32(1.0, 3.0), f32(2.0, 0.0)))
