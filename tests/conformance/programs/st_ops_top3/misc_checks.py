"""ops.select_scatter's TypeError for a non-Tensor input (st test_func_select_scatter), a tuple repeated by a mutable
int inside @jit / HyperMap (st test_dynamic_tuple_and_list), ckpt_to_safetensors / safetensors_to_ckpt on a
directory of rank* folders (st test_ckpt_safetensors_transform)."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from _conf import emit, emit_error


def add3(a, b, c):
    return a + b + c


@jit
def repeat_map(a, b, c, d):
    return ops.HyperMap()(add3, a * d, b * d, c * d)


@jit
def repeat(a, d):
    return a * d, d * a


x = Tensor(np.arange(18, dtype=np.float32).reshape(2, 3, 3))
emit_error("select_scatter_shape", lambda: ops.select_scatter(x, Tensor([[18, 19, 20]], ms.float32), 2, 0))
emit_error("select_scatter_float_input", lambda: ops.select_scatter(1., 2, 2, 0))
emit_error("select_scatter_float_src", lambda: ops.select_scatter(x, 2., 2, 0))
emit("select_scatter", ops.select_scatter(x, Tensor(np.ones((2, 3), np.float32)), 1, -1))
emit("repeat_map_ints", repeat_map((1, 2), (1, 2), (1, 2), mutable(3)))
emit("repeat_map_tensors", repeat_map([Tensor(1.0), Tensor(2.0)], [Tensor(1.0), Tensor(2.0)],
                                      [Tensor(1.0), Tensor(2.0)], mutable(2)))
emit("repeat_tuple", repeat((1, 2), mutable(2)))

with tempfile.TemporaryDirectory() as tmp:
    src, dst, back = (os.path.join(tmp, d) for d in ("src", "dst", "back"))
    for rank in range(2):
        os.makedirs(os.path.join(src, f"rank{rank}"))
        ms.save_checkpoint(nn.Dense(2, 2).parameters_dict(), os.path.join(src, f"rank{rank}", f"net_{rank}.ckpt"))
    ms.ckpt_to_safetensors(file_path=src, save_path=dst)
    ms.safetensors_to_ckpt(file_path=dst, save_path=back)
    emit("converted_tree", sorted(os.path.relpath(os.path.join(r, f), tmp) for r, _, fs in os.walk(tmp) for f in fs))
    cwd = os.getcwd()
    os.chdir(tmp)   # relative paths: the messages name them
    try:
        emit_error("convert_save_path_with_suffix", lambda: ms.ckpt_to_safetensors(file_path="src", save_path="x.y"))
        os.makedirs("empty")
        emit_error("convert_dir_without_ranks", lambda: ms.ckpt_to_safetensors(file_path="empty"))
    finally:
        os.chdir(cwd)
