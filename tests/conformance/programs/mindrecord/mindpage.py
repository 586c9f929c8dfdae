"""mindspore.mindrecord.MindPage: candidate fields, category info (values sorted as strings), pages by id and by
name, argument errors; FileReader/MindPage file checks; set_enc_key/set_enc_mode/set_dec_mode validation."""
import os
import tempfile

import numpy as np
import mindspore.mindrecord as mr
from mindspore.mindrecord import FileReader, FileWriter, MindPage
from _conf import emit, emit_error

MODES = ("pynative",)

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "page.mindrecord")
w = FileWriter(path, shard_num=1, overwrite=True)
w.add_schema({"name": {"type": "string"}, "label": {"type": "int64"}, "score": {"type": "float32"},
              "data": {"type": "bytes"}, "m": {"type": "int32", "shape": [2]}}, "page")
w.add_index(["name", "label", "score"])
labels = [12, 3, 10, 2, 3, 12, -1, 100, 3, 2, 10, 12]
names = ["b", "a", "c", "b", "B", "aa", "a", "c", "b", "z", "10", "9"]
for i in range(12):
    w.write_raw_data([{"name": names[i], "label": labels[i], "score": (i % 5) - 1.75, "data": bytes([i, 7]),
                       "m": np.array([i, -i], np.int32)}])
w.commit()


def rows(rs):
    return [[r["name"], int(r["label"]), float(r["score"]), r["data"].hex(), np.asarray(r["m"]).tolist(), list(r)]
            for r in rs]


p = MindPage(path)
emit("candidates", p.candidate_fields)
emit("field_unset", p.category_field)
emit_error("info_unset", p.read_category_info)
emit_error("by_id_unset", p.read_at_page_by_id, 0, 0, 1)
for field in ("name", "label", "score"):
    p.category_field = field
    emit(f"{field}_field", p.category_field)
    emit(f"{field}_info", p.read_category_info())
    emit(f"{field}_id0", rows(p.read_at_page_by_id(0, 0, 3)))
    emit_error(f"{field}_id1_page1", lambda: rows(p.read_at_page_by_id(1, 1, 2)))
p.category_field = "label"
emit("name_12", rows(p.read_at_page_by_name("12", 0, 10)))
emit("name_12_page1", rows(p.read_at_page_by_name("12", 1, 2)))
emit_error("page_past_end", p.read_at_page_by_name, "12", 2, 2)
emit_error("num_row_zero", p.read_at_page_by_name, "12", 0, 0)
emit_error("name_not_found", p.read_at_page_by_name, "12.0", 0, 1)
emit_error("id_out_of_range", p.read_at_page_by_id, 7, 0, 1)
emit_error("page_float", p.read_at_page_by_id, 0, 0.5, 1)
emit_error("id_str", p.read_at_page_by_id, "0", 0, 1)
emit_error("id_negative", p.read_at_page_by_id, -1, 0, 1)
emit_error("name_int", p.read_at_page_by_name, 3, 0, 1)
emit_error("field_not_index", setattr, p, "category_field", "data")
emit_error("field_unknown", setattr, p, "category_field", "zzz")
emit_error("field_int", setattr, p, "category_field", 3)
emit_error("field_empty", setattr, p, "category_field", "")
p.category_field = "score"
emit("score_name", rows(p.read_at_page_by_name("-1.75", 0, 10)))
emit("list_of_files", MindPage([path]).candidate_fields)

missing = os.path.join(tmp, "nofile")
data_only = os.path.join(tmp, "onlydata")
with open(data_only, "wb") as f:
    f.write(b"x" * 100)
for cls in (FileReader, MindPage):
    emit_error(f"{cls.__name__}_missing", cls, missing)
    emit_error(f"{cls.__name__}_missing_list", cls, [missing])
    emit_error(f"{cls.__name__}_no_db", cls, data_only)
    emit_error(f"{cls.__name__}_name_int", cls, 3)
    emit_error(f"{cls.__name__}_list_int", cls, [path, 3])
    emit_error(f"{cls.__name__}_consumer_zero", cls, path, num_consumer=0)
    emit_error(f"{cls.__name__}_consumer_str", cls, path, num_consumer="1")
    emit_error(f"{cls.__name__}_consumer_none", cls, path, num_consumer=None)
emit("reader_consumer_1", FileReader(path, num_consumer=1).len())

noidx = os.path.join(tmp, "noidx.mindrecord")
w = FileWriter(noidx)
w.add_schema({"x": {"type": "int32"}, "d": {"type": "bytes"}})
w.write_raw_data([{"x": 1, "d": b"1"}])
w.commit()
emit("default_index_candidates", MindPage(noidx).candidate_fields)

emit_error("enc_key_short", mr.set_enc_key, "short")
emit_error("enc_key_int", mr.set_enc_key, 3)
emit_error("enc_key_bytes", mr.set_enc_key, b"0123456789abcdef")
emit_error("enc_mode_bad", mr.set_enc_mode, "XX")
emit_error("enc_mode_int", mr.set_enc_mode, 3)
emit_error("dec_mode_bad", mr.set_dec_mode, "XX")
emit_error("dec_mode_sm4", mr.set_dec_mode, "SM4-CBC")
emit_error("dec_mode_int", mr.set_dec_mode, 3)
mr.set_enc_key("0123456789abcdef")
emit("key_set", [mr.config._get_enc_key(), mr.config._get_enc_mode(), mr.config._get_dec_mode()])
emit_error("key_set_plain_file", FileReader, path)
emit_error("key_set_tiny_file", FileReader, data_only)
mr.set_enc_key(None)
mr.set_enc_mode()
mr.set_dec_mode(None)
emit("key_unset", [mr.config._get_enc_key(), mr.config._get_enc_mode(), mr.config._get_dec_mode()])
w = FileWriter(os.path.join(tmp, "noschema.mindrecord"))
emit_error("index_without_schema", w.add_index, ["label"])
w = FileWriter(os.path.join(tmp, "empty.mindrecord"))
w.add_schema({"x": {"type": "int32"}})
emit_error("no_valid_rows", w.write_raw_data, [{"y": 1}])
emit_error("empty_rows", w.write_raw_data, [])
