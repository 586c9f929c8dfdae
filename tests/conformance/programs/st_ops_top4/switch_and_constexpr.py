"""A tuple of Cells indexed by a Tensor (switch_layer, st test_control_ops): in-range negative indices count from
the end, an index out of range is MindSpore's IndexError; private compile-time helpers MindSpore's tests import
(st test_constexpr_modfied), called from construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.numpy.utils_const import _canonicalize_axis, _infer_out_shape
from mindspore.ops._grad_experimental.grad_array_ops import _generate_inverse_index
from mindspore.ops._grad_experimental.grad_math_ops import (_fft_rank_offset, _rfft_last_term_shape, _rfft_reshape,
                                                            _rfft_tile_reshape)
from mindspore.nn.layer.basic import _is_equal_one
from _conf import emit, emit_error


class Switch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = (nn.ReLU(), nn.Tanh(), nn.Sigmoid())

    def construct(self, x, index):
        return self.layers[index](x)


class Helpers(nn.Cell):
    def construct(self, x):
        return (_infer_out_shape((5,), (6, 1), (7, 1, 5)), _canonicalize_axis(-1, 2), _canonicalize_axis((2, -3), 3),
                _canonicalize_axis([1], 2), _generate_inverse_index((3, 2, 3), 2),
                _generate_inverse_index((3, 2, 3, 4), -1, 1), _fft_rank_offset((1, 2, 3, 4, 5, 10), 3),
                _rfft_reshape((1, 2, 3, 4, 5), (2, 5, 7, 8)), _rfft_tile_reshape((1, 2, 3, 4, 5)),
                _rfft_last_term_shape((1, 2, 3, 4, 5), (2, 5, 7, 8)), _is_equal_one(x))


x = Tensor(np.arange(-3, 3, dtype=np.float32).reshape(2, 3) / 2)
net = Switch()
for i in (-3, -1, 0, 2):
    emit(f"switch_{i}", net(x, Tensor(i, ms.int32)), rtol=1e-5, atol=1e-6)
emit_error("switch_too_high", Switch(), x, Tensor(3, ms.int32))
emit_error("switch_too_low", Switch(), x, Tensor(-4, ms.int32))
emit("helpers", Helpers()(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("infer_out_shape_mismatch", _infer_out_shape, (2, 3), (4,))
emit_error("canonicalize_axis_duplicate", _canonicalize_axis, (0, -2), 2)
emit_error("canonicalize_axis_out_of_range", _canonicalize_axis, 2, 2)
emit("is_equal_one_eager", (_is_equal_one(Tensor(np.ones(3, np.float32))), _is_equal_one(None)))
