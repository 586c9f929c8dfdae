"""gradients of index / sort-like ops at repeated indices and ties, third pass: Gather / gather_elements / GatherD /
index_select / ScatterNd / tensor_scatter_add / unsorted_segment_sum / sort / topk / max / min / cummax-like /
masked_select / where / setitem with repeated indices, float16 / float32 / float64, straight and inside a
Tensor-condition while loop of a Cell, with a non-uniform sens."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

X = np.array([[3.0, 1.0, 3.0, -2.0], [0.0, 0.0, 5.0, 5.0], [1.0, 1.0, 1.0, 1.0]], np.float32)
I1 = Tensor(np.array([2, 0, 2, 2], np.int32))
I2 = Tensor(np.array([[0, 0], [1, 1], [0, 0]], np.int64))
IND = Tensor(np.array([[0, 1], [0, 1], [2, 3]], np.int32))
SEG = Tensor(np.array([1, 1, 0], np.int32))
MASK = Tensor(np.array([[True, False, True, False], [False, False, True, True], [True, True, True, True]]))


def f_gather(a):
    return ops.gather(a, I1, 1)


def f_gather0(a):
    return ops.gather(a, Tensor(np.array([0, 0, 2], np.int32)), 0)


def f_gather_el(a):
    return ops.gather_elements(a, 1, I2)


def f_index_select(a):
    return ops.index_select(a, 1, I1)


def f_gathernd(a):
    return ops.gather_nd(a, IND)


def f_scatter_add(a):
    return ops.tensor_scatter_add(a, IND, Tensor(np.array([1.0, 2.0, 3.0], np.float32)).astype(a.dtype))


def f_scatter_update(a):
    return ops.tensor_scatter_update(a, IND, a[0, :3] * 2)


def f_segsum(a):
    return ops.unsorted_segment_sum(a, SEG, 2)


def f_sort(a):
    return ops.sort(a, axis=1)[0]


def f_sort_desc(a):
    return ops.sort(a, axis=0, descending=True)[0]


def f_topk(a):
    return ops.topk(a, 2)[0]


def f_max(a):
    return ops.max(a, axis=1)[0]


def f_max_all(a):
    return a.max()


def f_min_kd(a):
    return ops.min(a, axis=0, keepdims=True)[0]


def f_amax(a):
    return ops.amax(a, axis=(0, 1))


def f_masked_select(a):
    return ops.masked_select(a, MASK)


def f_masked_fill(a):
    return ops.masked_fill(a, MASK, 0.5)


def f_where(a):
    return ops.where(MASK, a, a * a)


def f_setitem(a):
    b = a * 1
    b[0] = b[2]
    b[1, 1:3] = 7.0
    return b


def f_cumsum(a):
    return ops.cumsum(a, 1)


def f_argsort_gather(a):
    return ops.gather_elements(a, 1, ops.argsort(a, axis=1))


def f_clamp_ties(a):
    return ops.clamp(a, 1.0, 3.0)


def f_maximum_ties(a):
    return ops.maximum(a, a[2])


def f_stack_unbind(a):
    return ops.stack(ops.unbind(a, 0)[::-1], 0)


FNS = [f_gather, f_gather0, f_gather_el, f_index_select, f_gathernd, f_scatter_add, f_scatter_update, f_segsum,
       f_sort, f_sort_desc, f_topk, f_max, f_max_all, f_min_kd, f_amax, f_masked_select, f_masked_fill, f_where,
       f_setitem, f_cumsum, f_argsort_gather, f_clamp_ties, f_maximum_ties, f_stack_unbind]


class Loop(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a):
        out = self.fn(a)
        i = Tensor(0, ms.int32)
        while i < 2:
            out = out * 1.5
            i += 1
        return out


class Straight(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a):
        return self.fn(a)


for fn in FNS:
    for dt in [ms.float32, ms.float16, ms.float64]:
        a = Tensor(X).astype(dt)
        for kind, cls in [("straight", Straight), ("loop", Loop)]:
            if dt != ms.float32 and kind == "straight":
                continue
            def run(fn=fn, a=a, cls=cls):
                net = cls(fn)
                out = net(a)
                sens = Tensor((np.arange(int(np.prod(out.shape))) + 1.0).reshape(out.shape)).astype(out.dtype)
                return ops.GradOperation(sens_param=True)(net)(a, sens)
            case("%s %s %s" % (fn.__name__, dt, kind), run)
