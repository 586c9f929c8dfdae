"""The functional forms model code uses most, as `@ms.jit` functions and inside `ms.grad` / `value_and_grad` (of a
plain function under MODE, of a jit function, of a Cell), over float16 / float32 / float64: reductions with keyword
forms and negative axes, reshape / transpose / squeeze chains, matmul / bmm with broadcasting, softmax /
log_softmax, one_hot + sum, gather / gather_elements / gather_nd / tensor_scatter_add, split / stack / tile / cat,
sort / topk values, pad, interpolate; bodies with `if` on a Tensor and `for` over a split; 0-d and empty inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = np.array([[1.5, 0.25, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])
W = np.array([[0.5, -1.0, 2.0], [1.0, 0.0, -0.5], [0.25, 1.5, 1.0], [-2.0, 0.5, 0.75]])


def b_sum_kd(x):
    return ops.sum(x * x, dim=-1, keepdim=True).sum()


def b_mean_tuple(x):
    return ops.mean(x * 2, axis=(0, -1))


def b_amax(x):
    return ops.amax(x, axis=-2).sum() + ops.amin(x, axis=1, keepdims=True).sum()


def b_max_tuple(x):
    v, i = ops.max(x, axis=1)
    return v.sum()


def b_logsumexp(x):
    return ops.logsumexp(x, -1).sum()


def b_std(x):
    return ops.std(x, axis=-1).sum()


def b_prod(x):
    return ops.prod(x, -1).sum()


def b_norm(x):
    return ops.norm(x, dim=-1).sum()


def b_reshape_t(x):
    y = ops.reshape(x, (2, -1))
    return (ops.transpose(y, (1, 0)) * ops.arange(0, 6, dtype=x.dtype).reshape(6, 1)).sum()


def b_squeeze(x):
    y = ops.expand_dims(x, 0)
    y = ops.unsqueeze(y, -1)
    return (ops.squeeze(y, (0, -1)) * 3).sum()


def b_flatten(x):
    return (ops.flatten(ops.reshape(x, (3, 2, 2)), start_dim=1) ** 2).sum()


def b_matmul(x):
    w = ops.ones((4, 3), x.dtype) * 0.5
    return ops.matmul(x, w).sum()


def b_matmul_bcast(x):
    w = ops.ones((2, 4, 3), x.dtype) * 0.5
    return ops.matmul(x, w).sum()


def b_bmm(x):
    y = ops.stack((x, x * 2))
    return ops.bmm(y, ops.transpose(y, (0, 2, 1))).sum()


def b_softmax(x):
    return (ops.softmax(x, -1) * ops.arange(4, dtype=x.dtype)).sum()


def b_log_softmax(x):
    return (ops.log_softmax(x, 0) * ops.arange(4, dtype=x.dtype)).sum()


def b_one_hot(x):
    oh = ops.one_hot(ops.argmax(x, -1), 4, Tensor(1.0, x.dtype), Tensor(0.0, x.dtype))
    return (oh * x).sum()


def b_gather(x):
    return ops.gather(x, Tensor(np.array([2, 0, 2], np.int32)), -1).sum()


def b_gather0(x):
    return (ops.gather(x, Tensor(np.array([[1, 1], [0, 2]], np.int32)), 0) * 2).sum()


def b_gather_elements(x):
    return ops.gather_elements(x, 1, Tensor(np.array([[0, 0], [3, 1], [2, 2]], np.int64))).sum()


def b_gather_nd(x):
    return ops.gather_nd(x, Tensor(np.array([[0, 1], [2, 3], [0, 1]], np.int32))).sum()


def b_scatter_add(x):
    z = ops.zeros((3, 4), x.dtype)
    u = x[0, :2] * 3
    return (ops.tensor_scatter_add(z, Tensor(np.array([[1, 1], [1, 1]], np.int32)), u) * x).sum()


def b_split(x):
    a, b = ops.split(x, 2, axis=-1)
    return (a * b).sum()


def b_split_list(x):
    s = ops.split(x, [1, 2], 0)
    return (s[0].sum() * 2 + s[1].sum())


def b_stack_tile(x):
    return (ops.tile(ops.stack([x, -x], -1), (1, 2, 1)) * 1.5).sum()


def b_cat(x):
    return (ops.cat((x, x * x), -2) * 0.5).sum()


def b_sort(x):
    v, i = ops.sort(x, -1, descending=True)
    return (v * ops.arange(4, dtype=x.dtype)).sum()


def b_topk(x):
    v, i = ops.topk(x, 2, dim=0)
    return (v * v).sum()


def b_pad(x):
    return (ops.pad(x, (1, 2, 0, 1), value=1.0) * 2).sum()


def b_pad_reflect(x):
    return (ops.pad(ops.expand_dims(x, 0), (1, 1), mode="reflect") * ops.arange(6, dtype=x.dtype)).sum()


def b_interp(x):
    return (ops.interpolate(ops.reshape(x, (1, 1, 3, 4)), size=(4, 6), mode="bilinear", align_corners=True)
            * 2).sum()


def b_where(x):
    return ops.where(x > 1, x * x, -x).sum()


def b_if(x):
    if x.sum() > 5:
        y = ops.softmax(x, -1)
    else:
        y = ops.log_softmax(x, -1)
    return (y * y).sum()


def b_for(x):
    s = 0
    for p in ops.split(x, 1, 0):
        s = s + ops.amax(p) * p.sum()
    return s


def b_while(x):
    y = x
    i = Tensor(0, ms.int32)
    while i < 3:
        y = ops.transpose(ops.matmul(ops.transpose(y, (1, 0)), ops.eye(3, 3, x.dtype)), (1, 0)) * 0.5 + y
        i = i + 1
    return y.sum()


def b_clip(x):
    return ops.clamp(x, -1.0, 2.0).sum() + ops.clip_by_value(x, Tensor(0.0, x.dtype), Tensor(3.0, x.dtype)).sum()


def b_cumsum(x):
    return (ops.cumsum(x, -1) * x).sum()


BODIES = [("sum_kd", b_sum_kd), ("mean_tuple", b_mean_tuple), ("amax", b_amax), ("max_tuple", b_max_tuple),
          ("logsumexp", b_logsumexp), ("std", b_std), ("prod", b_prod), ("norm", b_norm), ("reshape_t", b_reshape_t),
          ("squeeze", b_squeeze), ("flatten", b_flatten), ("matmul", b_matmul), ("matmul_bcast", b_matmul_bcast),
          ("bmm", b_bmm), ("softmax", b_softmax), ("log_softmax", b_log_softmax), ("one_hot", b_one_hot),
          ("gather", b_gather), ("gather0", b_gather0), ("gather_elements", b_gather_elements),
          ("gather_nd", b_gather_nd), ("scatter_add", b_scatter_add), ("split", b_split),
          ("split_list", b_split_list), ("stack_tile", b_stack_tile), ("cat", b_cat), ("sort", b_sort),
          ("topk", b_topk), ("pad", b_pad), ("pad_reflect", b_pad_reflect), ("interp", b_interp),
          ("where", b_where), ("if", b_if), ("for", b_for), ("while", b_while), ("clip", b_clip),
          ("cumsum", b_cumsum)]


class C(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for nm, f in BODIES:
    jf = ms.jit(f)
    for dt in ["float32", "float16", "float64"]:
        x = Tensor(X.astype(dt))
        case(f"{nm}.jit.{dt}", lambda: jf(x))
        case(f"{nm}.grad.{dt}", lambda: ms.grad(f)(x))
        case(f"{nm}.grad_jit.{dt}", lambda: ms.grad(jf)(x))
    x = Tensor(X.astype("float32"))
    case(f"{nm}.vag_cell", lambda: ms.value_and_grad(C(f))(x))
    case(f"{nm}.gradop_sens", lambda: ops.GradOperation(sens_param=True)(C(f))(x, Tensor(2.0, ms.float32)))
