"""mindspore.scipy.linalg: values and dtypes of the decompositions and solvers as MindSpore 2.10 gives them
(int inputs cast to float64; LU pivots int32; eigenvectors compared through their reconstruction)."""
import numpy as np
import mindspore as ms
import mindspore.scipy as msp
from mindspore import nn
from _conf import emit

A = np.array([[2., 5., 8., 7.], [5., 2., 2., 8.], [7., 5., 6., 6.], [5., 4., 4., 8.]])
S = np.array([[4., 1., 0.], [1., 3., 1.], [0., 1., 2.]])
a64 = ms.Tensor(A)
a32 = ms.Tensor(A.astype(np.float32))
s32 = ms.Tensor(S.astype(np.float32))
ai = ms.Tensor(np.array([[1, 2], [3, 4]], np.int32))
b64 = ms.Tensor(np.array([1., 2., 3., 4.]))
bm64 = ms.Tensor(np.array([[1., 0.], [2., 1.], [3., -1.], [4., 2.]]))
bm32 = ms.Tensor(np.arange(8.).reshape(4, 2).astype(np.float32))

lu, piv = msp.linalg.lu_factor(a64)
emit('lu_factor_lu', lu, rtol=1e-6)
emit('lu_factor_piv', piv)
lu_i, piv_i = msp.linalg.lu_factor(ai)
emit('lu_factor_int_lu', lu_i, rtol=1e-6)
emit('lu_factor_int_piv', piv_i)
p, l, u = msp.linalg.lu(a32)
emit('lu_p', p)
emit('lu_l', l, rtol=1e-4, atol=1e-5)
emit('lu_u', u, rtol=1e-4, atol=1e-5)
emit('lu_solve_vec', msp.linalg.lu_solve((lu, piv), bm64), rtol=1e-6)
emit('lu_solve_trans', msp.linalg.lu_solve((lu, piv), bm64, trans=1), rtol=1e-6)
emit('inv_f32', msp.linalg.inv(s32), rtol=1e-5)
emit('inv_int', msp.linalg.inv(ai), rtol=1e-6)
emit('det_4x4', msp.linalg.det(a64), rtol=1e-6)
emit('det_3x3', msp.linalg.det(s32), rtol=1e-5)
emit('det_int', msp.linalg.det(ai), rtol=1e-6)
emit('cholesky_upper', msp.linalg.cholesky(s32), rtol=1e-5)
emit('cholesky_lower', msp.linalg.cholesky(s32, lower=True), rtol=1e-5)
c, low = msp.linalg.cho_factor(s32)
emit('cho_factor_lower_flag', low)
emit('cho_solve', msp.linalg.cho_solve((c, low), ms.Tensor(np.array([1., 2., 3.], np.float32))), rtol=1e-5)
emit('solve_triangular_lower', msp.linalg.solve_triangular(a32, bm32, lower=True), rtol=1e-4)
emit('solve_triangular_upper_T', msp.linalg.solve_triangular(a32, bm32, trans='T'), rtol=1e-4)
emit('solve_triangular_unit', msp.linalg.solve_triangular(a64, b64, lower=True, unit_diagonal=True), rtol=1e-6)
emit('eigh_values', msp.linalg.eigh(s32, eigvals_only=True), rtol=1e-5)
w, v = msp.linalg.eigh(s32)
emit('eigh_w', w, rtol=1e-5)
emit('eigh_reconstruct', ms.ops.matmul(v * w, v.T), rtol=1e-4, atol=1e-5)
w_u = msp.linalg.eigh(s32, lower=False, eigvals_only=True)
emit('eigh_upper_values', w_u, rtol=1e-5)
emit('block_diag', msp.linalg.block_diag(s32, ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.full((2, 1), 7., np.float32))))


class Net(nn.Cell):
    def construct(self, x, y):
        return (msp.linalg.block_diag(x, y), msp.linalg.det(x), msp.linalg.inv(x),
                msp.linalg.cholesky(x, lower=True), msp.linalg.eigh(x, eigvals_only=True))


out = Net()(s32, ms.Tensor(np.ones((2, 2), np.float32)))
emit('cell_block_diag', out[0])
emit('cell_det', out[1], rtol=1e-5)
emit('cell_inv', out[2], rtol=1e-5)
emit('cell_cholesky', out[3], rtol=1e-5)
emit('cell_eigh_values', out[4], rtol=1e-5)
