"""ut ops/test_{roll,flip,fliplr,flipud,repeat_interleave,pixel_shuffle_unshuffle,margin_ranking_loss,
hinge_embedding_loss,gaussian_nll_loss,func_rsqrt,func_reciprocal,func_concat,clip_func,is_floating_point}.py, fifth
pass: each op over float16 / float32 / float64 (and int32 / bool / 0-d / empty where the op takes them) in a Cell, and
its gradient through a Tensor `if` and a `for` loop (ms.grad, GradOperation with sens), in Graph mode under MODE=graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

A = np.array([[1.5, -0.5, 2.0, 0.25], [3.0, -1.0, 0.5, -2.5], [0.75, 4.0, -3.0, 1.0], [2.0, 0.0, 1.25, -0.75]])
B = np.array([[0.5, 1.0, -1.0, 2.0], [1.0, -2.0, 1.5, 0.5], [-0.25, 3.0, 2.0, -1.0], [1.0, 1.0, 0.0, 0.5]])


class Fwd(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *xs):
        return self.f(*xs)


class IfNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        if x.sum() > 0:
            out = self.f(x, y)
        else:
            out = self.f(x, y) * 2
        return out.sum()


class ForNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        acc = x * 0
        for _ in range(2):
            acc = acc + self.f(x, y)
            x = x * 0.5
        return acc.sum()


def op_roll(x, y):
    return ops.roll(x, shifts=1, dims=0)

def op_roll_neg2d(x, y):
    return ops.roll(x, shifts=(-1, 2), dims=(0, 1))

def op_flip(x, y):
    return ops.flip(x, dims=(0, 1))

def op_fliplr(x, y):
    return ops.fliplr(x) * y

def op_flipud(x, y):
    return ops.flipud(x) * y

def op_repeat_interleave(x, y):
    return ops.repeat_interleave(x, repeats=2, axis=1)

def op_repeat_interleave_none(x, y):
    return ops.repeat_interleave(x, 2)

def op_pixel_shuffle(x, y):
    return ops.pixel_shuffle(x.reshape(1, 4, 2, 2), 2)

def op_pixel_unshuffle(x, y):
    return ops.pixel_unshuffle(x.reshape(1, 1, 4, 4), 2)

def op_margin_ranking_none(x, y):
    return ops.margin_ranking_loss(x, y, ops.sign(y), margin=0.5, reduction="none")

def op_margin_ranking_sum(x, y):
    return ops.margin_ranking_loss(x, y, ops.sign(y), reduction="sum")

def op_hinge_embedding_mean(x, y):
    return ops.hinge_embedding_loss(x, ops.sign(y), margin=1.5)

def op_hinge_embedding_none(x, y):
    return ops.hinge_embedding_loss(x, ops.sign(y), reduction="none")

def op_gaussian_nll_mean(x, y):
    return ops.gaussian_nll_loss(x, y, ops.abs(y) + 0.5)

def op_gaussian_nll_full_sum(x, y):
    return ops.gaussian_nll_loss(x, y, ops.abs(y) + 0.5, full=True, reduction="sum")

def op_gaussian_nll_eps_none(x, y):
    return ops.gaussian_nll_loss(x, y, ops.abs(y), eps=0.1, reduction="none")

def op_rsqrt(x, y):
    return ops.rsqrt(ops.abs(x) + 0.5)

def op_reciprocal(x, y):
    return ops.reciprocal(x + 5)

def op_concat(x, y):
    return ops.concat((x, y * 2), axis=-1)

def op_concat_axis0(x, y):
    return ops.concat([x, y], 0)

def op_clip_by_value(x, y):
    return ops.clip_by_value(x, -1.0, 1.5)

def op_clip_by_value_t(x, y):
    return ops.clip_by_value(x, y, y + 1)

def op_clip_by_norm(x, y):
    return ops.clip_by_norm(x, 2.0)


OPS = {"roll": op_roll, "roll_neg2d": op_roll_neg2d, "flip": op_flip, "fliplr": op_fliplr, "flipud": op_flipud, "repeat_interleave": op_repeat_interleave, "repeat_interleave_none": op_repeat_interleave_none, "pixel_shuffle": op_pixel_shuffle, "pixel_unshuffle": op_pixel_unshuffle, "margin_ranking_none": op_margin_ranking_none, "margin_ranking_sum": op_margin_ranking_sum, "hinge_embedding_mean": op_hinge_embedding_mean, "hinge_embedding_none": op_hinge_embedding_none, "gaussian_nll_mean": op_gaussian_nll_mean, "gaussian_nll_full_sum": op_gaussian_nll_full_sum, "gaussian_nll_eps_none": op_gaussian_nll_eps_none, "rsqrt": op_rsqrt, "reciprocal": op_reciprocal, "concat": op_concat, "concat_axis0": op_concat_axis0, "clip_by_value": op_clip_by_value, "clip_by_value_t": op_clip_by_value_t, "clip_by_norm": op_clip_by_norm}

for name, f in OPS.items():
    for dn in ("float16", "float32", "float64"):
        x, y = Tensor(A.astype(dn)), Tensor(B.astype(dn))
        case(f"fwd_{name}_{dn}", lambda: Fwd(f)(x, y))
        case(f"grad_if_{name}_{dn}", lambda: ms.grad(IfNet(f), grad_position=(0, 1))(x, y))
        case(f"grad_for_{name}_{dn}", lambda: ms.grad(ForNet(f))(x, y))
        case(f"grad_neg_if_{name}_{dn}", lambda: ms.grad(IfNet(f))(-x, y))
        case(f"gradop_sens_{name}_{dn}",
             lambda: ops.GradOperation(sens_param=True)(Fwd(f))(x, y, ops.ones_like(Fwd(f)(x, y)) * 0.5))


def roll_1_0(t):
    return ops.roll(t, 1, 0)


def roll_1_1(t):
    return ops.roll(t, 1, 1)


def flip_0(t):
    return ops.flip(t, (0,))


def flip_01(t):
    return ops.flip(t, (0, 1))


def ri_3(t):
    return ops.repeat_interleave(t, 3)


def ri_2_1(t):
    return ops.repeat_interleave(t, 2, 1)


def cat0(a, b):
    return ops.concat((a, b), 0)


REPEATS = Tensor([1, 2, 0], ms.int32)


def ri_t(t):
    return ops.repeat_interleave(t, REPEATS, 1)


# other dtypes / shapes of the shape ops
for dn in ("int32", "bool", "uint8", "int64"):
    x = Tensor((A * 2).astype(dn))
    for name in ("roll", "flip", "fliplr", "flipud", "repeat_interleave", "pixel_shuffle", "pixel_unshuffle", "concat"):
        case(f"fwd_{name}_{dn}", lambda: Fwd(OPS[name])(x, x))
    case(f"is_floating_point_{dn}", lambda: ops.is_floating_point(x))
    case(f"rsqrt_{dn}", lambda: Fwd(ops.rsqrt)(x))
    case(f"reciprocal_{dn}", lambda: Fwd(ops.reciprocal)(x))
for dn in ("float16", "float64", "int32", "bool"):
    s = Tensor(np.array(2, dn))
    e = Tensor(np.zeros((0, 3), dn))
    case(f"roll_0d_{dn}", lambda: Fwd(roll_1_0)(s))
    case(f"roll_empty_{dn}", lambda: Fwd(roll_1_1)(e))
    case(f"flip_0d_{dn}", lambda: Fwd(flip_0)(s))
    case(f"flip_empty_{dn}", lambda: Fwd(flip_01)(e))
    case(f"repeat_interleave_0d_{dn}", lambda: Fwd(ri_3)(s))
    case(f"repeat_interleave_empty_{dn}", lambda: Fwd(ri_2_1)(e))
    case(f"rsqrt_0d_{dn}", lambda: Fwd(ops.rsqrt)(s))
    case(f"reciprocal_0d_{dn}", lambda: Fwd(ops.reciprocal)(s))
    case(f"reciprocal_empty_{dn}", lambda: Fwd(ops.reciprocal)(e))
    case(f"concat_empty_{dn}", lambda: Fwd(cat0)(e, e))
    case(f"is_floating_point_0d_{dn}", lambda: ops.is_floating_point(s))
    case(f"repeat_interleave_tensor_repeats_{dn}",
         lambda: Fwd(ri_t)(Tensor(np.ones((2, 3), dn))))
