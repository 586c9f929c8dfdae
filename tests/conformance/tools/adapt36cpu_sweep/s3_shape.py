"""reductions / matmul / batchmatmul / gather / concat / stack / slice / transpose / reshape / cumsum / argmax / topk /
tile / broadcast_to / one-hot of st/ops/cpu in a Cell (Graph mode) with GradOperation(get_all, sens_param),
float16 / float32 / float64 / int32, negative axes, keepdims, 0-d."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

idx = Tensor(np.array([2, 0, 2], np.int32))
def op_sum_k(x):
    return ops.ReduceSum(keep_dims=True)(x, -1)


def op_sum_all(x):
    return ops.ReduceSum()(x)


def op_mean_k(x):
    return ops.ReduceMean(keep_dims=True)(x, (0, -1))


def op_mean0(x):
    return ops.mean(x, 0)


def op_max_ax(x):
    return ops.ReduceMax()(x, -1)


def op_min_k(x):
    return ops.ReduceMin(keep_dims=True)(x, 0)


def op_prod(x):
    return ops.ReduceProd()(x, 1)


def op_amax(x):
    return ops.amax(x, -1)


def op_norm(x):
    return ops.norm(x)


def op_logsumexp(x):
    return ops.logsumexp(x, -1)


def op_std(x):
    return x.var(axis=1)


def op_matmul(x):
    return ops.matmul(x, x.T)


def op_matmul_t(x):
    return ops.MatMul(transpose_b=True)(x, x)


def op_matmul_ta(x):
    return ops.MatMul(transpose_a=True)(x, x)


def op_bmm(x):
    return ops.BatchMatMul(transpose_b=True)(x.reshape(2, 1, 3), x.reshape(2, 1, 3))


def op_gather(x):
    return ops.gather(x, idx, 1)


def op_gather0(x):
    return ops.Gather()(x, Tensor(np.array([1, 1, 0], np.int32)), 0)


def op_gatherd(x):
    return ops.GatherD()(x, 1, Tensor(np.array([[0, 0, 2], [1, 2, 1]], np.int32)))


def op_concat(x):
    return ops.concat((x, x * 2), -1)


def op_stack(x):
    return ops.stack((x, x), -1)


def op_slice(x):
    return ops.Slice()(x, (0, 1), (2, 2))


def op_strided(x):
    return x[:, ::-2]


def op_transpose(x):
    return ops.transpose(x, (1, 0))


def op_reshape(x):
    return ops.reshape(x, (3, -1))


def op_cumsum_r(x):
    return ops.CumSum(reverse=True)(x, 1)


def op_cumsum_ex(x):
    return ops.CumSum(exclusive=True)(x, -1)


def op_cumprod_ex(x):
    return ops.CumProd(exclusive=True)(x, 1)


def op_tile(x):
    return ops.tile(x, (2, 1))


def op_bcast(x):
    return ops.broadcast_to(x[0], (2, 3))


def op_expand(x):
    return ops.expand_dims(x, -1) * 2


def op_squeeze(x):
    return ops.squeeze(x[:1])


def op_argmax(x):
    return ops.argmax(x, -1)


def op_argmaxwv(x):
    return ops.ArgMaxWithValue(axis=1)(x)[1]


def op_topk(x):
    return ops.topk(x, 2)[0]


def op_sort(x):
    return ops.sort(x, -1)[0]


def op_split(x):
    return ops.split(x, 1, 0)[1]


def op_flip(x):
    return ops.flip(x, (-1,))


def op_pad(x):
    return ops.pad(x, (1, 1))


def op_reverse(x):
    return ops.ReverseV2(axis=(1,))(x)


def op_unsorted_seg(x):
    return ops.unsorted_segment_sum(x, Tensor(np.array([1, 0], np.int32)), 3)


def op_scatter_nd(x):
    return ops.tensor_scatter_add(x, Tensor(np.array([[0], [0]], np.int32)), x)


def op_masked_fill(x):
    return ops.masked_fill(x, x > 1, 0.5)


def op_l2norm(x):
    return ops.L2Normalize(axis=1)(x)


def op_dropout_eval(x):
    return x * 1


OPS = {"sum_k": op_sum_k, "sum_all": op_sum_all, "mean_k": op_mean_k, "mean0": op_mean0, "max_ax": op_max_ax, "min_k": op_min_k, "prod": op_prod, "amax": op_amax, "norm": op_norm, "logsumexp": op_logsumexp, "std": op_std, "matmul": op_matmul, "matmul_t": op_matmul_t, "matmul_ta": op_matmul_ta, "bmm": op_bmm, "gather": op_gather, "gather0": op_gather0, "gatherd": op_gatherd, "concat": op_concat, "stack": op_stack, "slice": op_slice, "strided": op_strided, "transpose": op_transpose, "reshape": op_reshape, "cumsum_r": op_cumsum_r, "cumsum_ex": op_cumsum_ex, "cumprod_ex": op_cumprod_ex, "tile": op_tile, "bcast": op_bcast, "expand": op_expand, "squeeze": op_squeeze, "argmax": op_argmax, "argmaxwv": op_argmaxwv, "topk": op_topk, "sort": op_sort, "split": op_split, "flip": op_flip, "pad": op_pad, "reverse": op_reverse, "unsorted_seg": op_unsorted_seg, "scatter_nd": op_scatter_nd, "masked_fill": op_masked_fill, "l2norm": op_l2norm, "dropout_eval": op_dropout_eval}


class Chain(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        r = self.f(x)
        return r * 2 + r


class One(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


X = np.array([[0.3, -1.2, 2.5], [0.9, 1.7, -0.4]], np.float32)
for name, f in OPS.items():
    for dt in (ms.float16, ms.float32, ms.float64):
        x = Tensor(X).astype(dt)
        case("%s chain %s" % (name, dt), lambda f=f, x=x: Chain(f)(x))
        case("%s grad %s" % (name, dt), lambda f=f, x=x: ops.GradOperation(get_all=True)(One(f))(x))
        case("%s sens %s" % (name, dt), lambda f=f, x=x: ops.GradOperation(sens_param=True)(Chain(f))(x, Chain(f)(x) * 0 + 0.5))
    xi = Tensor(np.array([[1, -2, 3], [0, 4, -1]], np.int32))
    case("%s int32" % name, lambda f=f, x=xi: Chain(f)(x))
    case("%s grad int32" % name, lambda f=f, x=xi: ops.GradOperation(get_all=True)(One(f))(x))
    case("%s int8" % name, lambda f=f, x=xi: One(f)(x.astype(ms.int8)))
    case("%s bool" % name, lambda f=f, x=xi: One(f)(x > 0))
    case("%s noncontig" % name, lambda f=f: One(f)(Tensor(np.ascontiguousarray(X.T.T[:, :]) * 1).T.T))
