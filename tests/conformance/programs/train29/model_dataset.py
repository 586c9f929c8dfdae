"""Model.train over a GeneratorDataset pipeline: the run_context fields a custom callback reads per step and per
epoch (cur_epoch_num, cur_step_num, batch_num, epoch_num, net_outputs), with and without dataset_sink_mode /
sink_size, drop_remainder, initial_epoch; LossMonitor's printed lines; eval metrics and predict."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import LossMonitor, Accuracy, Loss, MAE, MSE, TopKCategoricalAccuracy
from _conf import emit, emit_stdout
from _train29_util import Fields, cls_data, cls_model, reg_data, reg_model, X

net, model = cls_model()
f = Fields()
model.train(2, cls_data(), callbacks=[f], dataset_sink_mode=False)
emit("fields_nosink", f.rows, rtol=1e-4)
emit("weight_nosink", net.weight, rtol=1e-4)

net, model = cls_model()
f = Fields()
model.train(2, cls_data(), callbacks=[f], dataset_sink_mode=True)
emit("fields_sink", f.rows, rtol=1e-4)

net, model = cls_model()
f = Fields()
model.train(3, cls_data(), callbacks=[f], dataset_sink_mode=True, sink_size=2)
emit("fields_sink_size2", f.rows, rtol=1e-4)

net, model = cls_model()
f = Fields()
model.train(3, cls_data(batch=5, drop=True), callbacks=[f], dataset_sink_mode=False, initial_epoch=1)
emit("fields_initial_epoch", f.rows, rtol=1e-4)

net, model = cls_model()
emit_stdout("loss_monitor_default", model.train, 2, cls_data(), callbacks=[LossMonitor()], dataset_sink_mode=False)
net, model = cls_model()
emit_stdout("loss_monitor_per2", model.train, 2, cls_data(batch=2), callbacks=[LossMonitor(2)], dataset_sink_mode=False)
net, model = cls_model()
emit_stdout("loss_monitor_sink", model.train, 2, cls_data(), callbacks=[LossMonitor()], dataset_sink_mode=True)
net, model = cls_model()
emit_stdout("loss_monitor_sink_size", model.train, 2, cls_data(batch=2), callbacks=[LossMonitor()],
            dataset_sink_mode=True, sink_size=2)

net, model = cls_model(metrics={"acc": Accuracy(), "loss": Loss(), "top2": TopKCategoricalAccuracy(2)})
model.train(1, cls_data(), dataset_sink_mode=False)
emit("eval_metrics", model.eval(cls_data(), dataset_sink_mode=False), rtol=1e-5)
emit("eval_metrics_sink", model.eval(cls_data(), dataset_sink_mode=True), rtol=1e-5)
emit("predict", model.predict(ms.Tensor(X[:3])), rtol=1e-5)

net, model = reg_model(metrics={"mae", "mse", "loss"})
model.train(2, reg_data(), dataset_sink_mode=False)
emit("eval_reg_set_metrics", sorted(model.eval(reg_data()).items()), rtol=1e-5)
net, model = reg_model(metrics={"mae": MAE(), "mse": MSE()})
f = Fields(("on_eval_step_end", "on_eval_epoch_end", "on_eval_end"))
emit("eval_callbacks_result", model.eval(reg_data(batch=5), callbacks=[f]), rtol=1e-5)
emit("eval_callbacks", f.rows, rtol=1e-4)
