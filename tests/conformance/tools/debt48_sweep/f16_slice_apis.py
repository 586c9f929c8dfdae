import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mint
from mindspore.ops import operations as P
ms.set_context(mode=ms.GRAPH_MODE)
a = Tensor((0.1 + 0.8 * (np.sin(np.arange(1024) * 0.37) * 0.5 + 0.5)).reshape(16, 64).astype(np.float16))
def c_mint_narrow(e):
    return mint.narrow(e, 0, 2, 8)

def c_mint_split(e):
    return mint.split(e, 8, 0)[1]

def c_ops_split(e):
    return ops.split(e, 8, 0)[1]

def c_ops_chunk(e):
    return ops.chunk(e, 2, 0)[1]

def c_mint_chunk(e):
    return mint.chunk(e, 2, 0)[1]

def c_tensor_split(e):
    return ops.tensor_split(e, 2, 0)[1]

def c_tsplit_method(e):
    return e.split(8, 0)[1]

def c_unbind(e):
    return ops.unbind(e, 0)[3]

def c_unstack(e):
    return ops.unstack(e, 0)[3]

def c_narrow_method(e):
    return e.narrow(1, 2, 8)

def c_roll(e):
    return ops.roll(e, 3, 0)

def c_flip(e):
    return ops.flip(e, (0,))

def c_select(e):
    return ops.select_ext(e, 0, 3) if hasattr(ops, "select_ext") else e[3]

def c_mint_select(e):
    return mint.select(e, 0, 3)

def c_diagonal(e):
    return ops.diagonal(e)

def c_tensor_getitem_list(e):
    return e[[1, 2, 3]]

def c_strided(e):
    return ops.strided_slice(e, (2, 0), (10, 64), (1, 1))

def c_view_slice(e):
    return e.view(16, 64)[2:10]

def c_swapaxes_slice(e):
    return e.swapaxes(0, 1)[2:10]

def c_mint_index_select(e):
    return mint.index_select(e, 0, Tensor(np.array([1, 2, 3], np.int32)))

def c_movedim(e):
    return ops.movedim(e, 0, 1)
def c_tensor_split_uneven(e):
    return ops.tensor_split(e, 3, 0)[1]
def c_tensor_split_list(e):
    return ops.tensor_split(e, [3, 9], 0)[1]
def c_tensor_split_many(e):
    return ops.tensor_split(e, 20, 0)[2]
def c_tensor_split_axis1(e):
    return ops.tensor_split(e, 4, 1)[2]
def c_vsplit(e):
    return ops.vsplit(e, 2)[1]
def c_hsplit(e):
    return ops.hsplit(e, 2)[1]
def c_tensor_tsplit_method(e):
    return e.tensor_split(2, 0)[1]
def c_tensor_select(e):
    return e.select(0, 3)
def c_mint_select_neg(e):
    return mint.select(e, 1, -2)
def c_split_sizes(e):
    return ops.split(e, [4, 12], 0)[1]
def c_mint_split_sizes(e):
    return mint.split(e, [4, 12], 0)[1]
def c_chunk_method(e):
    return e.chunk(2, 0)[1]
def c_unbind_method(e):
    return e.unbind(0)[3]
def c_getitem_int_col(e):
    return e[:, 3]
def c_getitem_step1_neg(e):
    return e[-10:-2:1]
def c_getitem_ellipsis_step1(e):
    return e[..., 1:40:1]
def c_strided_step1_method(e):
    return ops.strided_slice(e, (0, 1), (16, 40), (1, 1))
def c_split_sizes_method(e):
    return e.split([4, 12], 0)[1]
def c_split_sizes_axis1(e):
    return ops.split(e, [10, 54], 1)[0]
def c_split_sizes_three(e):
    return ops.split(e, (4, 4, 8), 0)[2]
def c_p_splitv(e):
    return P.SplitV((4, 12), 0, 2)(e)[1]
def c_p_split(e):
    return P.Split(0, 2)(e)[1]
def c_split_int(e):
    return ops.split(e, 4, 0)[1]
def c_mint_split_int(e):
    return mint.split(e, 4, 0)[2]
CASES = {"p_splitv": c_p_splitv, "p_split": c_p_split, "split_int": c_split_int, "mint_split_int": c_mint_split_int, "split_sizes_method": c_split_sizes_method, "split_sizes_axis1": c_split_sizes_axis1, "split_sizes_three": c_split_sizes_three, "tensor_split_uneven": c_tensor_split_uneven, "tensor_split_list": c_tensor_split_list, "tensor_split_many": c_tensor_split_many, "tensor_split_axis1": c_tensor_split_axis1, "vsplit": c_vsplit, "hsplit": c_hsplit, "tensor_tsplit_method": c_tensor_tsplit_method, "tensor_select": c_tensor_select, "mint_select_neg": c_mint_select_neg, "split_sizes": c_split_sizes, "mint_split_sizes": c_mint_split_sizes, "chunk_method": c_chunk_method, "unbind_method": c_unbind_method, "getitem_int_col": c_getitem_int_col, "getitem_step1_neg": c_getitem_step1_neg, "getitem_ellipsis_step1": c_getitem_ellipsis_step1, "strided_step1_method": c_strided_step1_method, "mint_narrow": c_mint_narrow, "mint_split": c_mint_split, "ops_split": c_ops_split, "ops_chunk": c_ops_chunk, "mint_chunk": c_mint_chunk, "tensor_split": c_tensor_split, "tsplit_method": c_tsplit_method, "unbind": c_unbind, "unstack": c_unstack, "narrow_method": c_narrow_method, "roll": c_roll, "flip": c_flip, "select": c_select, "mint_select": c_mint_select, "diagonal": c_diagonal, "tensor_getitem_list": c_tensor_getitem_list, "strided": c_strided, "view_slice": c_view_slice, "swapaxes_slice": c_swapaxes_slice, "mint_index_select": c_mint_index_select, "movedim": c_movedim}
import sys
names = sys.argv[1:] or list(CASES)
for k in names:
    f = CASES[k]
    class C(nn.Cell):
        def construct(self, a):
            return P.Exp()(f(P.Exp()(a)))
    try:
        r = C()(a).asnumpy()
        print(k, r.astype(np.float32).tobytes().hex()[:0], float(r.astype(np.float64).sum()), r.view(np.uint16).astype(np.int64).sum())
    except Exception as ex:
        print(k, "ERR", type(ex).__name__, str(ex)[:80])
