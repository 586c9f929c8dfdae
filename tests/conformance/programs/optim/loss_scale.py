import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, amp
from mindspore.amp import DynamicLossScaler, StaticLossScaler, all_finite
from _conf import emit, emit_error
from _optim_net import Net, X, Y

# the update cells, called directly
upd = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 10, scale_factor=2, scale_window=2)
scale = Parameter(Tensor(1024.0, ms.float32), name="s")
for i, ov in enumerate((False, False, True, False, False, False, True)):
    r = upd(scale, Tensor(ov))
    emit(f"dyn_update{i}", [r, Tensor(scale.asnumpy()), Tensor(upd.cur_iter.asnumpy()),
                            Tensor(upd.last_overflow_iter.asnumpy())])
emit("dyn_param_names", [n for n, _ in upd.parameters_and_names()])
emit("dyn_get_loss_scale", upd.get_loss_scale())
fixed = nn.FixedLossScaleUpdateCell(4.0)
emit("fixed_update", fixed(scale, Tensor(True)))
emit("fixed_get_loss_scale", fixed.get_loss_scale())

# functional scalers
g = (Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([4.0], np.float32)))
s = DynamicLossScaler(1024, 2, 3)
emit("dyn_scale", s.scale(g))
emit("dyn_unscale", s.unscale(g))
emit("dyn_scale_one", s.scale(Tensor(np.array([3.0], np.float32))))
for i, fin in enumerate((True, True, True, False, True)):
    emit(f"dyn_adjust{i}", [s.adjust(Tensor(fin)), Tensor(s.scale_value.asnumpy()), Tensor(s.counter.asnumpy())])
emit("all_finite_true", all_finite(g))
emit("all_finite_inf", all_finite((Tensor(np.array([np.inf], np.float32)), g[0])))
emit("all_finite_nan", all_finite([Tensor(np.array([1.0, np.nan], np.float32))]))
st = StaticLossScaler(8.0)
emit("static_scale", st.scale(g))
emit("static_unscale", st.unscale(Tensor(np.array([8.0], np.float32))))
emit("static_adjust", st.adjust(Tensor(True)))
emit_error("static_small", StaticLossScaler, 0.5)
emit_error("static_type", StaticLossScaler, "8")
emit_error("dyn_window", DynamicLossScaler, 8, 2, 0)

# managers
m = amp.DynamicLossScaleManager(16, 2, 2)
for i, ov in enumerate((False, False, True, False, False)):
    m.update_loss_scale(ov)
    emit(f"manager_update{i}", (m.get_loss_scale(), m.cur_iter, m.last_overflow_iter))
emit("manager_drop", m.get_drop_overflow_update())
emit("manager_cell", type(m.get_update_cell()).__name__)
emit("manager_cell_scale", m.get_update_cell().get_loss_scale())
fm = amp.FixedLossScaleManager(128.0, False)
emit("fixed_manager", (fm.get_loss_scale(), fm.get_drop_overflow_update(), fm.get_update_cell()))
emit("fixed_manager_default", (amp.FixedLossScaleManager().get_loss_scale(),
                               type(amp.FixedLossScaleManager().get_update_cell()).__name__))
emit("top_level", (ms.FixedLossScaleManager is amp.FixedLossScaleManager,
                   ms.DynamicLossScaleManager is amp.DynamicLossScaleManager,
                   ms.LossScaleManager is amp.LossScaleManager, ms.build_train_network is amp.build_train_network))
emit_error("fixed_manager_small", amp.FixedLossScaleManager, 0.5)
emit_error("dyn_manager_small", amp.DynamicLossScaleManager, 0.5)
emit_error("dyn_manager_window", amp.DynamicLossScaleManager, 16, 2, 0)
emit_error("dyn_manager_factor", amp.DynamicLossScaleManager, 16, 0, 2)

# TrainOneStepWithLossScaleCell: construction only (MindSpore 2.10 has no CPU kernel for its step)
net = Net()
wl = nn.WithLossCell(net, nn.MSELoss())
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
cell = nn.TrainOneStepWithLossScaleCell(wl, opt, scale_sense=nn.DynamicLossScaleUpdateCell(64.0, 2, 10))
emit("cell_scale_sense", Tensor(cell.scale_sense.asnumpy()))
emit("cell_scale_name", cell.scale_sense.name)
cell2 = nn.TrainOneStepWithLossScaleCell(wl, opt, scale_sense=Tensor(np.full((1,), 16.0), ms.float32))
emit("cell_tensor_scale", Tensor(cell2.scale_sense.asnumpy()))
cell2.set_sense_scale(Tensor(np.full((1,), 8.0), ms.float32))
emit("cell_set_sense", Tensor(cell2.scale_sense.asnumpy()))
emit_error("cell_float_scale", nn.TrainOneStepWithLossScaleCell, wl, opt, 3.0)
emit_error("cell_bad_shape", nn.TrainOneStepWithLossScaleCell, wl, opt, Tensor(np.ones((2,)), ms.float32))
emit_error("cell_set_sense_type", cell2.set_sense_scale, 2.0)
