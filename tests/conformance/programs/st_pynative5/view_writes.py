# PyNative views (MindSpore 2.10, CPU): getitem (any index), reshape/view, transpose/permute, expand_dims /
# unsqueeze, squeeze, split/chunk/unbind and broadcast_to share their input's memory: ``v[i] = w`` on a view
# writes the input, a write on the input is seen by its views, sibling views see each other; an Ellipsis,
# bool, list or Tensor index written on the input gives it new storage (its views keep their values).
# Gradients through a getitem view write. (In-place methods on views: MindSpore's CPU backend is wrong there,
# see docs/differences.md, so they are not recorded.)
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint
from _conf import emit, emit_error

MODES = ("pynative",)


def X():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


cases = {
    "int": lambda x: x[0].__setitem__(1, 50),
    "slice": lambda x: x[:, 1:].__setitem__(0, 50),
    "slice_all": lambda x: x[:, 1:].__setitem__(slice(None), 50),
    "step": lambda x: x[:, ::2].__setitem__((0, 1), 50),
    "ellipsis_index": lambda x: x[..., 1].__setitem__(0, 50),
    "none_index": lambda x: x[None].__setitem__((0, 0), 50),
    "list_index": lambda x: x[[1, 0]].__setitem__(0, 50),
    "tensor_index": lambda x: x[Tensor(1)].__setitem__(0, 50),
    "view_of_view": lambda x: x[1:][0][1:].__setitem__(0, 50),
    "scalar_elem": lambda x: x[1, 1].__setitem__((), 50),
    "value_tensor": lambda x: x[1].__setitem__(slice(0, 2), Tensor([7., 8.])),
    "mask_on_view": lambda x: x[1].__setitem__(Tensor([True, False, True]), 0.),
    "T": lambda x: x.T.__setitem__(0, 50),
    "transpose": lambda x: ops.transpose(x, (1, 0)).__setitem__(0, 50),
    "permute": lambda x: x.permute(1, 0).__setitem__(0, 50),
    "swapaxes": lambda x: x.swapaxes(0, 1).__setitem__(0, 50),
    "view": lambda x: x.view(3, 2).__setitem__(0, 50),
    "reshape": lambda x: x.reshape(3, 2).__setitem__(0, 50),
    "ravel": lambda x: x.ravel().__setitem__(0, 50),
    "unsqueeze": lambda x: x.unsqueeze(0).__setitem__((0, 0), 50),
    "expand_dims": lambda x: ops.expand_dims(x, 0).__setitem__((0, 0), 50),
    "squeeze": lambda x: x[0:1].squeeze().__setitem__(0, 50),
    "split": lambda x: ops.split(x, 1)[1].__setitem__(0, 50),
    "mint_split": lambda x: mint.split(x, 1)[1].__setitem__(0, 50),
    "chunk": lambda x: x.chunk(3, 1)[1].__setitem__(0, 50),
    "unbind": lambda x: x.unbind(0)[1].__setitem__(0, 50),
    "narrow": lambda x: ops.narrow(x, 1, 1, 2).__setitem__(0, 50),
    "select": lambda x: x.select(1, 1).__setitem__(0, 50),
    "diagonal": lambda x: x.diagonal().__setitem__(0, 50),
    "broadcast_to": lambda x: ops.broadcast_to(x[0:1], (2, 3)).__setitem__((0, 0), 50),
    "contiguous_self": lambda x: x[0].contiguous().__setitem__(0, 50),
    "T_contiguous_copy": lambda x: x.T.contiguous().__setitem__(0, 50),
    "add_result_copy": lambda x: (x + 0).__setitem__(0, 50),
    "gather_copy": lambda x: ops.gather(x, Tensor([1]), 0).__setitem__(0, 50),
}
for name, f in cases.items():
    x = X()
    f(x)
    emit("write_" + name, x)

p = ms.Parameter(X(), name="p")
v = p[0]
v[1] = 50
emit("parameter_view_write", p.value())

x = X(); y = x[0]; x[0, 1] = 77
emit("base_setitem_seen", y)
x = X(); y = x.T; x[0, 1] = 77
emit("base_setitem_seen_T", y)
x = X(); y = x[0]; x[:] = 3
emit("base_slice_all_seen", y)
x = X(); y = x[0]; x[...] = 4
emit("base_ellipsis_not_seen", y)
x = X(); y = x[0]; y[...] = 4
emit("view_ellipsis_writes", x)
x = X(); y = x[0]; x[Tensor([True, False])] = 5
emit("base_mask_write_not_seen", y)
x = X(); y = x[0]; x[[0, 1]] = 5
emit("base_list_write_not_seen", y)
x = X(); y = x[0]; x[0] += 1
emit("base_row_iadd_seen", y)
x = X(); y = x[0]; y += 1
emit("view_plus_rebinds", x)
x = X(); v = x[0]; w = x[0]; v[1] = 5
emit("sibling_view", w)
x = X(); y = x[0]; x.assign_value(Tensor(np.ones((2, 3), np.float32)))
emit("base_assign_value_not_seen", y)

x = X()
emit("contiguous_flags", [x[:, 1].is_contiguous(), x[0].is_contiguous(), x[:, 1:].is_contiguous(),
                          x.T.is_contiguous(), x[1:].is_contiguous(), x.reshape(3, 2).is_contiguous()])


def fn2(a):
    z = a * 2
    v = z[1:]
    v[0] = 10.
    return (z * z).sum()


def fn3(a, b):
    z = a * 2
    v = z[1:]
    v[0] = b
    return (z * a).sum()


def fn4(a, b):
    z = a * 2
    v = z[1:]
    v[0] = b
    return (v * v).sum()


a3 = Tensor([1.0, 2.0, 3.0])
emit("grad_view_write", ops.grad(fn2)(a3))
emit("grad_view_write_value", ops.grad(fn3, (0, 1))(a3, Tensor(5.0)))
emit("grad_view_write_read_view", ops.grad(fn4, (0, 1))(a3, Tensor(5.0)))


class Dirty(ms._Function):   # mark_dirty on a view with several outputs: MindSpore's RuntimeError
    @staticmethod
    def forward(ctx, x, y):
        x.add_(1)
        ctx.mark_dirty(x)
        return x + y, x

    @staticmethod
    def backward(ctx, grad_output, a):
        return grad_output, grad_output * 2


def dirty_view(y):
    x = Tensor([2., 2, 2], ms.float32)
    return Dirty.apply(x[1:3], y)


emit_error("dirty_view_multi_output", lambda: ops.GradOperation(get_all=True)(dirty_view)(Tensor([3., 3.])))
